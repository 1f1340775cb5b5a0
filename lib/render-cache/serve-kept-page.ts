// The proxy's page cache (README → Performance, "Kept pages"). A signed-in full load of a list or the dashboard
// is answered with the page this process rendered for the same request (kept-page-key.ts) while the render version
// (the live session, the data versions of what the user can see, the user's own record) is unchanged. The first
// request for a page renders as usual; a second one within the page's lifetime is rendered through the server's
// own port, streamed on and kept. Authorization is unchanged: every reply, kept or not, first resolves the token
// against the database, and a kept page is only ever served to the session it was rendered for. Only with the
// built-in backend: an external API has no render version.
import { get, type IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { builtInRenderVersion } from '@/lib/api-transport/render-version';
import { newNonce } from '@/lib/security/headers';
import { fillHeader, keptPageKey } from './kept-page-key';
import { PageStore } from './page-store';

const budgetMb = Number(process.env.RENDER_CACHE_MB ?? 16);
const keptMs = 30_000;
const store = budgetMb > 0 ? new PageStore(budgetMb * 2 ** 20, keptMs) : undefined;

/** What the proxy's own render request carries over from the visitor's: the key's inputs, and the host, so that
 * the page and its redirects name the address the visitor used. */
const forwardedHeaders = ['host', 'cookie', 'accept', 'accept-language', 'user-agent', 'referer', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'sec-fetch-dest', 'sec-fetch-mode', 'sec-fetch-site', 'sec-ch-ua-mobile'];
const notRepeated = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'date']);
/** A render that failed after its first bytes still answers 200: its page carries one of these (Next's error,
 * not-found and redirect digests, a Suspense boundary that fell back to the client). */
const failureMarkers = ['data-dgst', 'NEXT_HTTP_ERROR_FALLBACK', 'NEXT_REDIRECT', '"digest"'];

/** A reply for a signed-in request (its bearer token), or null to render as usual. */
export async function serveKeptPage(request: Request, token: string): Promise<Response | null> {
  const key = store && keptPageKey(request);
  // A first request renders as usual: most pages are seen once, and keeping one costs more than rendering it.
  if (!key || !store.seenBefore(key)) return null;
  // Read before rendering: a write committed during the render raises it, so that copy is never served.
  const version = await builtInRenderVersion(token).catch(() => null);
  if (!version) return null;
  const kept = store.get(key, version);
  if (kept) {
    const nonce = newNonce();
    const headers = new Headers(kept.headers.map(([name, value]): [string, string] => [name, value.replaceAll(kept.nonce, nonce)]));
    headers.set('x-render-cache', 'hit');
    return new Response(kept.body.replaceAll(kept.nonce, nonce), { status: 200, headers });
  }
  return renderAndKeep(request, key, version, store);
}

async function renderAndKeep(request: Request, key: string, version: string, pages: PageStore): Promise<Response | null> {
  const rendered = await renderHere(request).catch(() => null);
  if (!rendered) return null;
  const replyHeaders = new Headers();
  for (const [name, value] of Object.entries(rendered.headers)) {
    if (notRepeated.has(name) || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) replyHeaders.append(name, one);
  }
  replyHeaders.set('x-render-cache', 'miss');
  // A reply from the proxy must name its redirect absolutely (Next reads it as a URL); the page named it relatively.
  const location = replyHeaders.get('location');
  if (location) replyHeaders.set('location', new URL(location, request.url).href);
  const body = Readable.toWeb(rendered) as ReadableStream<Uint8Array>;
  const status = rendered.statusCode ?? 500;
  const nonce = /'nonce-([^']+)'/.exec(replyHeaders.get('content-security-policy') ?? '')?.[1];
  const keepable = status === 200 && nonce && !replyHeaders.has('set-cookie') && replyHeaders.get('content-type')?.startsWith('text/html');
  if (!keepable) return new Response(body, { status, headers: replyHeaders });
  const [toVisitor, toKeep] = body.tee();
  void new Response(toKeep)
    .text()
    .then((html) => {
      if (failureMarkers.some((marker) => html.includes(marker))) return;
      pages.set(key, { version, headers: [...replyHeaders].filter(([name]) => name !== 'x-render-cache'), body: html, nonce, keptAt: Date.now() });
    })
    .catch(() => undefined);
  return new Response(toVisitor, { status, headers: replyHeaders });
}

/** The same request, rendered by this server through its own port (any of its processes), uncompressed. */
function renderHere(request: Request): Promise<IncomingMessage> {
  const url = new URL(request.url);
  const headers: Record<string, string> = { [fillHeader]: '1', 'accept-encoding': 'identity' };
  for (const name of forwardedHeaders) {
    const value = request.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port: process.env.PORT ?? 3000, path: url.pathname + url.search, headers }, resolve).on('error', reject);
  });
}
