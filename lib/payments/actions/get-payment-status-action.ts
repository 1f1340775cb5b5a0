'use server';
// The return page's poll while a payment is pending: the status the server holds (GET /payments/{reference}),
// which also asks the provider when its notification has not arrived yet.
import { findOwnPayment } from '../queries';

export async function getPaymentStatusAction(reference: unknown): Promise<'pending' | 'approved' | 'rejected' | null> {
  if (typeof reference !== 'string') return null;
  return (await findOwnPayment(reference))?.status ?? null;
}
