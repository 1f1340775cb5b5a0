// GET /payments/{reference}: the owner's intent, for the return pages to poll. While it is pending, the
// provider is asked (at most every few seconds) for the payments it holds under our reference, and each goes
// through the same confirmation path as a webhook: a user who returns before the webhook, or a webhook that
// never comes, still gets credited, and only ever by what the provider reports.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { paymentIntents } from '@/backend/db/schema';
import type { Payment } from '@/contract/payments';
import { confirmProviderPayment } from './confirm-payment';
import { getOwnIntentOrThrow, toPaymentReply, type OwnPaymentRef, type PaymentIntentRow } from './payment-record';
import type { PaymentProvider } from './provider';

/** The provider is asked at most this often per intent, however fast the return pages poll. */
const pollInterval = sql.raw("interval '5 seconds'");

export async function getPayment(db: Database, provider: PaymentProvider, ref: OwnPaymentRef): Promise<Payment> {
  const intent = await getOwnIntentOrThrow(db, ref);
  if (intent.status === 'pending' && (await refreshFromProvider(db, provider, intent))) {
    return toPaymentReply(await getOwnIntentOrThrow(db, ref));
  }
  return toPaymentReply(intent);
}

/** True when it asked the provider. Provider errors leave the intent pending: the next poll asks again. */
async function refreshFromProvider(db: Database, provider: PaymentProvider, intent: PaymentIntentRow): Promise<boolean> {
  if (provider.name !== intent.paymentProvider || !provider.findPaymentsByReference || !intent.checkoutUrl) return false;
  // Claim the check: of many polls at once, one asks the provider.
  const claimed = await db
    .update(paymentIntents)
    .set({ lastCheckedAt: sql`now()` })
    .where(
      and(
        eq(paymentIntents.id, intent.id),
        or(isNull(paymentIntents.lastCheckedAt), lt(paymentIntents.lastCheckedAt, sql`now() - ${pollInterval}`)),
      ),
    )
    .returning({ id: paymentIntents.id });
  if (claimed.length === 0) return false;
  try {
    const payments = await provider.findPaymentsByReference(intent.reference);
    // Approved first: one approved payment settles the intent, whatever rejected attempts came before it.
    payments.sort((a, b) => Number(b.status === 'approved') - Number(a.status === 'approved'));
    for (const payment of payments) {
      if (payment.reference !== intent.reference) continue;
      const outcome = await confirmProviderPayment(db, intent.paymentProvider, payment);
      if (outcome === 'credited' || outcome === 'already_credited') break;
    }
  } catch (error) {
    console.warn(JSON.stringify({ level: 'warn', event: 'payment_poll_failed', reference: intent.reference, error: String(error) }));
  }
  return true;
}
