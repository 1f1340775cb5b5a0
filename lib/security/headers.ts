// Security headers of the BFF. Pages get a Content-Security-Policy with a fresh nonce from proxy.ts; every
// reply (pages, static files, 404, 500, the /api/v2 mount) gets the rest from next.config.mjs, which reads them
// from http-policy.json (plain JavaScript cannot import this file).
import { mapTilesOrigin } from '../maps/map-tiles';
import httpPolicy from './http-policy.json';

/** HSTS, nosniff, referrer and framing: the same on every reply. */
export const commonSecurityHeaders: { key: string; value: string }[] = httpPolicy.commonSecurityHeaders;

/**
 * The pages' policy. Scripts run only with this request's nonce (Next puts it on its own scripts when it finds
 * the policy on the request) or when loaded by such a script ('strict-dynamic'); no eval outside development.
 * Styles allow inline `style` attributes, which React and the map use; they cannot run code.
 */
export function contentSecurityPolicy(nonce: string, development = process.env.NODE_ENV === 'development'): string {
  // The booking page's map draws tiles from the configured tile server (lib/maps/map-tiles.ts).
  const tiles = mapTilesOrigin();
  const external = tiles ? ` ${tiles}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' blob: data:${external}`,
    "font-src 'self'",
    `connect-src 'self'${external}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** 128 random bits, base64: a nonce nobody can guess. */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

/**
 * Test-only switch that turns proxy.ts into a pass-through, to prove that authorisation does not depend on it
 * (the access matrix runs once with it). `npm start` refuses to start with it set (scripts/start.mjs), so a
 * production deployment started the documented way can never have it.
 */
export const proxyDisabledVariable = 'SECURITY_TEST_DISABLE_PROXY';
