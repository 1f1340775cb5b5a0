// The drawers' URL parameters (?nuevo=1, ?editar=12, ?permisos=12), read by the server page and the browser
// alike. A plain module: values exported by a 'use client' file are only references on the server.

/** What the URL says the drawer shows: a new record, or the record with this id. */
export type DrawerTarget = { mode: 'create' } | { mode: 'edit'; id: number };

export const NEW_PARAM = 'nuevo';
export const EDIT_PARAM = 'editar';

export function drawerTarget(params: URLSearchParams, editParam = EDIT_PARAM): DrawerTarget | null {
  if (editParam === EDIT_PARAM && params.get(NEW_PARAM) === '1') return { mode: 'create' };
  const id = params.get(editParam);
  return id && /^\d{1,9}$/.test(id) ? { mode: 'edit', id: Number(id) } : null;
}

/** The current URL without the drawer's parameters. */
export function withoutDrawer(pathname: string, params: URLSearchParams, names: readonly string[]): string {
  const next = new URLSearchParams(params);
  for (const name of names) next.delete(name);
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}
