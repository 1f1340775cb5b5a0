// A dialog that is URL state (?recargar=1): linkable, and it survives a reload. Opening and closing change the
// URL through the history API (no server round trip).
export function urlWithDialog(pathname: string, params: URLSearchParams, param: string, open: boolean): string {
  const next = new URLSearchParams(params);
  if (open) next.set(param, '1');
  else next.delete(param);
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}
