/** A person's name as the screens show it: name and last name, either of which may be empty. */
export function fullName(person: { personal_info: { name: string; last_name: string } }): string {
  return `${person.personal_info.name} ${person.personal_info.last_name}`.trim();
}
