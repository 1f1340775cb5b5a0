// Which requests may be answered with a kept page, and under which key. Only full page loads of the lists and the
// dashboard: read-only screens that users reload and come back to. Client navigations (RSC payloads), prefetches
// and a hard reload (Cache-Control: no-cache) render as usual. The key holds everything besides the data that a
// render reads from the request: the address, every cookie (session, language, theme), the browser's languages,
// and its user agent (the filter panel starts closed on phones).
import { createHash } from 'node:crypto';

const keptPaths = new Set(['/', '/reservas', '/lockers', '/apartamentos', '/articulos', '/residentes', '/usuarios', '/ventas', '/stock', '/comprobantes', '/estado-de-cuenta']);

/** Marks the proxy's own request that renders a page to keep (see serve-kept-page.ts). */
export const fillHeader = 'x-render-cache-fill';

const renderedAsUsual = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-action', fillHeader];

export function keptPageKey(request: Request): string | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (!keptPaths.has(url.pathname) || url.searchParams.has('_rsc')) return null;
  const { headers } = request;
  if (renderedAsUsual.some((name) => headers.has(name))) return null;
  if (/no-cache/i.test(`${headers.get('cache-control') ?? ''} ${headers.get('pragma') ?? ''}`)) return null;
  const parts = [url.pathname + url.search, headers.get('cookie'), headers.get('accept-language'), headers.get('user-agent')];
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
}
