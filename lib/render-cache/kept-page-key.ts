// Which requests may be answered with a kept page, and under which key. Only a browser's full page loads (a
// document navigation) of the lists and the dashboard: read-only screens that users reload and come back to.
// Client navigations and prefetches (fetches for RSC payloads, whose RSC headers Next hides from the proxy) and a
// hard reload (Cache-Control: no-cache) render as usual. The key holds everything besides the data that a
// render reads from the request: the address, every cookie (session, language, theme), the browser's languages,
// and whether it is a phone (user agent and its client hint: the filter panel starts closed on phones).
import { createHash } from 'node:crypto';

const keptPaths = new Set(['/', '/reservas', '/lockers', '/apartamentos', '/articulos', '/residentes', '/usuarios', '/ventas', '/stock', '/comprobantes', '/estado-de-cuenta']);

/** Marks the proxy's own request that renders a page to keep (see serve-kept-page.ts). */
export const fillHeader = 'x-render-cache-fill';

/** Sec-Fetch-Dest where the browser sends it (every current one), else an Accept that asks for HTML. */
function isDocumentLoad(headers: Headers): boolean {
  const destination = headers.get('sec-fetch-dest');
  return destination ? destination === 'document' : /text\/html/.test(headers.get('accept') ?? '');
}

export function keptPageKey(request: Request): string | null {
  const url = new URL(request.url);
  const { headers } = request;
  if (request.method !== 'GET' || !keptPaths.has(url.pathname) || !isDocumentLoad(headers) || headers.has(fillHeader)) return null;
  if (/no-cache/i.test(`${headers.get('cache-control') ?? ''} ${headers.get('pragma') ?? ''}`)) return null;
  const parts = [url.pathname + url.search, ...['cookie', 'accept-language', 'user-agent', 'sec-ch-ua-mobile'].map((name) => headers.get(name))];
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
}
