// Headers on every /api/v2 reply (errors and 404 included): JSON for API clients, never to be cached, framed,
// sniffed into HTML or sent with a referrer. Pages get theirs from next.config.mjs and proxy.ts.
import type { MiddlewareHandler } from 'hono';

export const apiSecurityHeaders: Record<string, string> = {
  'Cache-Control': 'private, no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
  'X-Frame-Options': 'DENY',
};

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(apiSecurityHeaders)) {
    // A route that chose its own caching (none today) keeps it; everything else is private.
    if (name === 'Cache-Control' && c.res.headers.has(name)) continue;
    c.res.headers.set(name, value);
  }
};
