// How a list of granted permissions answers "may they?": "*" grants every permission, otherwise only what is
// listed. One rule for the backend's checks and the BFF's menus and buttons (docs/domain/roles-and-permissions.md).

export function holds(granted: readonly string[], permission: string): boolean {
  return granted.includes('*') || granted.includes(permission);
}

/** Any one of `anyOf`; an empty `anyOf` requires nothing. */
export function holdsAny(granted: readonly string[], anyOf: readonly string[]): boolean {
  return anyOf.length === 0 || anyOf.some((permission) => holds(granted, permission));
}
