// The sandbox checkout's two calls: read the intent for its page, and play the provider's notification.
// Only the user who started the recharge, only for sandbox intents, and only while the sandbox is the
// configured provider (routes.ts): with MercadoPago on, nobody can approve a payment from here.
import type { Database } from '@/backend/db/client';
import { AppError } from '@/backend/errors';
import type { Payment, SandboxOutcome } from '@/contract/payments';
import { confirmProviderPayment } from './confirm-payment';
import { getOwnIntentOrThrow, paymentMessages, paymentNotFound, toPaymentReply, type OwnPaymentRef } from './payment-record';
import { sandboxPaymentId } from './sandbox-provider';

async function getSandboxIntentOrThrow(db: Database, ref: OwnPaymentRef) {
  const intent = await getOwnIntentOrThrow(db, ref);
  if (intent.paymentProvider !== 'sandbox' || !intent.checkoutUrl) throw paymentNotFound();
  return intent;
}

export async function getSandboxPayment(db: Database, ref: OwnPaymentRef): Promise<Payment> {
  return toPaymentReply(await getSandboxIntentOrThrow(db, ref));
}

/** Like a provider's webhook: the outcome goes through confirmProviderPayment, the path MercadoPago's takes. */
export async function resolveSandboxPayment(db: Database, ref: OwnPaymentRef & { outcome: SandboxOutcome }): Promise<Payment> {
  const intent = await getSandboxIntentOrThrow(db, ref);
  if (intent.status !== 'pending') {
    throw new AppError('precondition_failed', paymentMessages.alreadyResolved, { status: [paymentMessages.alreadyResolved] });
  }
  await confirmProviderPayment(db, 'sandbox', {
    id: sandboxPaymentId(intent.reference),
    status: ref.outcome,
    // The sandbox pays exactly what was asked: there is no card to get it wrong.
    amountCents: intent.priceCents,
    currency: intent.currency,
    reference: intent.reference,
  });
  return toPaymentReply(await getOwnIntentOrThrow(db, ref));
}
