// The largest server action body: a transfer receipt (≤ 5 MB) travels to its action as a data URL, about 6.7 MB
// of base64. Next enforces it too, but answers a larger body with a 500 after reading 8 MB of it; proxy.ts refuses
// a larger declared body first, with 413 and this message. The number lives in http-policy.json, which
// next.config.mjs reads too.
import httpPolicy from './http-policy.json';

export const serverActionBodyLimitBytes: number = httpPolicy.serverActionBodyLimitBytes;

export const serverActionBodyTooLargeMessage = 'La solicitud supera el máximo de 8 MB: el archivo es demasiado grande.';

/** A server action call (the browser's, with the Next-Action header) declaring a body over the limit. */
export function isOversizedActionCall(request: Request): boolean {
  if (request.method !== 'POST' || !request.headers.has('next-action')) return false;
  return Number(request.headers.get('content-length') ?? 0) > serverActionBodyLimitBytes;
}
