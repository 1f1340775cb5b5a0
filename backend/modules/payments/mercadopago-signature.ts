// MercadoPago webhook origin check: header `x-signature: ts=…,v1=…` is HMAC-SHA256 (hex), keyed with the
// webhook secret, of the manifest `id:{data.id};request-id:{x-request-id};ts:{ts};`. data.id comes from the
// query string (lower-cased when alphanumeric, as MercadoPago signs it); parts MercadoPago did not send are
// left out of the manifest. Replays are harmless: confirmation re-reads the payment and credits it once.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SignatureInput {
  signature: string | undefined;
  requestId: string | undefined;
  dataId: string | undefined;
  secret: string;
}

export function signatureManifest(input: { dataId?: string; requestId?: string; ts: string }): string {
  let manifest = '';
  if (input.dataId) manifest += `id:${/^[a-z0-9]+$/i.test(input.dataId) ? input.dataId.toLowerCase() : input.dataId};`;
  if (input.requestId) manifest += `request-id:${input.requestId};`;
  return `${manifest}ts:${input.ts};`;
}

/** The header value MercadoPago would send (tests and the fixture recorder use it). */
export function signMercadoPago(input: { dataId?: string; requestId?: string; ts: string; secret: string }): string {
  const v1 = createHmac('sha256', input.secret).update(signatureManifest(input)).digest('hex');
  return `ts=${input.ts},v1=${v1}`;
}

export function verifyMercadoPagoSignature(input: SignatureInput): boolean {
  if (!input.signature || !input.dataId) return false;
  const parts = new Map(
    input.signature.split(',').map((part) => {
      const [key, ...value] = part.trim().split('=');
      return [key ?? '', value.join('=')] as const;
    }),
  );
  const ts = parts.get('ts');
  const v1 = parts.get('v1');
  if (!ts || !v1 || !/^[0-9a-f]{64}$/i.test(v1)) return false;
  const expected = createHmac('sha256', input.secret)
    .update(signatureManifest({ dataId: input.dataId, requestId: input.requestId, ts }))
    .digest();
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}
