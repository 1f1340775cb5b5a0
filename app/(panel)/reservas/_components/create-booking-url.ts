// The create modal is URL state (?nuevo=1): linkable, and it survives a reload. Opening and closing change
// the URL through the history API (no server round trip).
export const NEW_PARAM = 'nuevo';

export function createBookingUrl(pathname: string, params: URLSearchParams, open: boolean): string {
  const next = new URLSearchParams(params);
  if (open) next.set(NEW_PARAM, '1');
  else next.delete(NEW_PARAM);
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}
