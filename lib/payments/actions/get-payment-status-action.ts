'use server';
// The return page's poll while a payment is pending: the status the server holds (GET /payments/{reference}),
// which also asks the provider when its notification has not arrived yet.
import { findOwnPayment } from '../queries';

// eslint-disable-next-line no-restricted-syntax -- a read for the return page's poll (a status or null), not a change
export async function getPaymentStatusAction(reference: unknown): Promise<'pending' | 'approved' | 'rejected' | null> {
  if (typeof reference !== 'string') return null;
  return (await findOwnPayment(reference))?.status ?? null;
}
