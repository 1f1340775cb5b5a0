// The proxy's page cache (docs/architecture.md → "Kept pages"). A signed-in full load of a list or the dashboard
// is answered with the page this process rendered for the same request (kept-page-key.ts) while the render version
// (the live session, the data versions of what the user can see, the user's own record) is unchanged; else the
// proxy renders it through the server's own port, streams it on and keeps a copy. Authorization is unchanged:
// every reply, kept or not, first resolves the token against the database, and a kept page is only ever served
// to the session it was rendered for. Only with the built-in backend: an external API has no render version.
import { builtInRenderVersion } from '@/lib/api-transport/render-version';
import { newNonce } from '@/lib/security/headers';
import { fillHeader, keptPageKey } from './kept-page-key';
import { PageStore } from './page-store';

const budgetMb = Number(process.env.RENDER_CACHE_MB ?? 16);
const keptMs = 30_000;
const store = budgetMb > 0 ? new PageStore(budgetMb * 2 ** 20, keptMs) : undefined;

/** What the proxy's own render request carries over from the visitor's (the key's inputs among them). */
const forwardedHeaders = ['cookie', 'accept', 'accept-language', 'user-agent', 'referer', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'sec-fetch-dest', 'sec-fetch-mode', 'sec-fetch-site', 'sec-ch-ua-mobile'];
const notRepeated = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'date']);
/** A render that failed after its first bytes still answers 200: its page carries one of these (Next's error,
 * not-found and redirect digests, a Suspense boundary that fell back to the client). */
const failureMarkers = ['data-dgst', 'NEXT_HTTP_ERROR_FALLBACK', 'NEXT_REDIRECT', '"digest"'];

/** A reply for a signed-in request (its bearer token), or null to render as usual. */
export async function serveKeptPage(request: Request, token: string): Promise<Response | null> {
  const key = store && keptPageKey(request);
  if (!key) return null;
  // Read before rendering: a write committed during the render raises it, so that copy is never served.
  const version = await builtInRenderVersion(token).catch(() => null);
  if (!version) return null;
  const kept = store.get(key, version);
  if (kept) {
    const nonce = newNonce();
    const headers = new Headers(kept.headers.map(([name, value]): [string, string] => [name, value.replaceAll(kept.nonce, nonce)]));
    headers.set('x-render-cache', 'hit');
    return new Response(kept.body.replaceAll(kept.nonce, nonce), { status: kept.status, headers });
  }
  return renderAndKeep(request, key, version, store);
}

async function renderAndKeep(request: Request, key: string, version: string, pages: PageStore): Promise<Response | null> {
  const url = new URL(request.url);
  const headers = new Headers({ [fillHeader]: '1', 'accept-encoding': 'identity', 'x-forwarded-host': request.headers.get('host') ?? url.host });
  for (const name of forwardedHeaders) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const rendered = await fetch(`http://127.0.0.1:${process.env.PORT ?? 3000}${url.pathname}${url.search}`, { headers, redirect: 'manual' }).catch(() => null);
  if (!rendered?.body) return null;
  const replyHeaders = new Headers([...rendered.headers].filter(([name]) => !notRepeated.has(name)));
  replyHeaders.set('x-render-cache', 'miss');
  const nonce = /'nonce-([^']+)'/.exec(rendered.headers.get('content-security-policy') ?? '')?.[1];
  const keepable = rendered.status === 200 && nonce && !rendered.headers.has('set-cookie') && rendered.headers.get('content-type')?.startsWith('text/html');
  if (!keepable) return new Response(rendered.body, { status: rendered.status, headers: replyHeaders });
  const [toVisitor, toKeep] = rendered.body.tee();
  void new Response(toKeep)
    .text()
    .then((body) => {
      if (failureMarkers.some((marker) => body.includes(marker))) return;
      pages.set(key, { version, status: 200, headers: [...replyHeaders].filter(([name]) => name !== 'x-render-cache'), body, nonce, keptAt: Date.now() });
    })
    .catch(() => undefined);
  return new Response(toVisitor, { status: 200, headers: replyHeaders });
}
