// What the user typed in a posted form's fields, as text (an unticked checkbox or a missing field is ''):
// saved in a refused form's state so the refilled form keeps it. Used by the actions and by the browser.
export function formValues(form: FormData, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field, String(form.get(field) ?? '')]));
}
