// Reads of the payment pages: the sandbox checkout and the return pages. The status always comes from the
// server (GET /payments/{reference}, owner only); nothing in a return URL is trusted.
import 'server-only';
import { notFound } from 'next/navigation';
import { payment } from '@/contract/payments';
import { ApiError } from '../api-errors';
import { authedRequest, requirePermission } from '../session';

/** Who may pay and follow a payment. */
export const canPay = ['billing-show', 'billing-create'] as const;

/** Our references are uuids; anything else is nobody's payment and never reaches the API. */
export function isPaymentReference(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** GET /payments/{reference}; null for a missing payment or someone else's (the API answers 404 for both). */
export async function findOwnPayment(reference: string) {
  await requirePermission(...canPay);
  if (!isPaymentReference(reference)) return null;
  try {
    return await authedRequest(`/payments/${reference}`, { schema: payment });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** GET /payments/sandbox/{reference} – the sandbox checkout's intent; 404 page otherwise. */
export async function getSandboxPaymentOrThrow(reference: string) {
  await requirePermission(...canPay);
  if (!isPaymentReference(reference)) notFound();
  try {
    return await authedRequest(`/payments/sandbox/${reference}`, { schema: payment });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}
