// The public lookups by order number (boarding pass, data request): no session, so no token. The visitor's
// X-Forwarded-For is passed on unchanged, so the backend's rate limit counts the same client address whether it
// is called in process or through /api/v2 (it believes only TRUSTED_PROXY_HOPS entries of it).
import 'server-only';
import { headers } from 'next/headers';
import { boardingPassReply, dataRequestStatusReply, normaliseOrderNumber, type BoardingPass } from '@/contract/public-orders';
import { apiRequest } from '../api-client';
import { ApiError } from '../api-errors';

export type Lookup<T> = { kind: 'found'; data: T } | { kind: 'notFound' } | { kind: 'tooMany' } | { kind: 'failed' };

export async function visitorHeaders(): Promise<Record<string, string>> {
  const forwarded = (await headers()).get('x-forwarded-for');
  return forwarded ? { 'x-forwarded-for': forwarded } : {};
}

/** A lookup's failure as the page shows it: any miss alike, too many, or the backend failing. */
export function lookupFailure(error: unknown): Exclude<Lookup<never>, { kind: 'found' }> {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return { kind: 'notFound' };
  if (error instanceof ApiError && error.status === 429) return { kind: 'tooMany' };
  console.error('public order lookup failed', error);
  return { kind: 'failed' };
}

export const publicOrderPath = (scope: string, orderNumber: string) => `/public/${scope}/${encodeURIComponent(normaliseOrderNumber(orderNumber))}`;

export async function getBoardingPass(orderNumber: string): Promise<Lookup<BoardingPass>> {
  try {
    const reply = await apiRequest(publicOrderPath('boarding-pass', orderNumber), { schema: boardingPassReply, headers: await visitorHeaders() });
    return { kind: 'found', data: reply.data };
  } catch (error) {
    return lookupFailure(error);
  }
}

export async function getDataRequestStatus(orderNumber: string): Promise<Lookup<{ order_number: string; completed: boolean }>> {
  try {
    const reply = await apiRequest(publicOrderPath('data-request', orderNumber), { schema: dataRequestStatusReply, headers: await visitorHeaders() });
    return { kind: 'found', data: reply.data };
  } catch (error) {
    return lookupFailure(error);
  }
}

