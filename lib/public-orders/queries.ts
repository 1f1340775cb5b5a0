// The public lookups by order number (boarding pass, data request): no session, so no token; the backend's rate
// limit counts the visitor's address, which lib/api-client hands it on every call.
import 'server-only';
import { boardingPassReply, dataRequestStatusReply, normaliseOrderNumber, type BoardingPass } from '@/contract/public-orders';
import { apiRequest } from '../api-client';
import { ApiError } from '../api-errors';

export type Lookup<T> = { kind: 'found'; data: T } | { kind: 'notFound' } | { kind: 'tooMany' } | { kind: 'failed' };

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
    const reply = await apiRequest(publicOrderPath('boarding-pass', orderNumber), { schema: boardingPassReply });
    return { kind: 'found', data: reply.data };
  } catch (error) {
    return lookupFailure(error);
  }
}

export async function getDataRequestStatus(orderNumber: string): Promise<Lookup<{ order_number: string; completed: boolean }>> {
  try {
    const reply = await apiRequest(publicOrderPath('data-request', orderNumber), { schema: dataRequestStatusReply });
    return { kind: 'found', data: reply.data };
  } catch (error) {
    return lookupFailure(error);
  }
}

