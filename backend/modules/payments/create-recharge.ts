// POST /billing/recharge: records the intent (what is bought, at what price) before asking the provider for
// a checkout, so that a notification can never arrive for an intent we do not know. The idempotency key
// (client's Idempotency-Key header, else a fresh uuid) makes a retried request return the same intent, and
// is passed on to the provider so that it opens one checkout only.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { paymentIntents } from '@/backend/db/schema';
import { AppError, messages } from '@/backend/errors';
import { rechargePriceCents } from '@/backend/modules/prices/prices';
import type { Payment } from '@/contract/payments';
import { paymentMessages, toPaymentReply, type PaymentIntentRow } from './payment-record';
import type { PaymentProvider } from './provider';

export interface CreateRechargeInput {
  tenantId: number;
  userId: number;
  credits: number;
  idempotencyKey?: string;
}

export async function createRecharge(db: Database, provider: PaymentProvider, input: CreateRechargeInput): Promise<Payment> {
  const idempotencyKey = input.idempotencyKey ?? randomUUID();
  const [created] = await db
    .insert(paymentIntents)
    .values({
      providerId: input.tenantId,
      userId: input.userId,
      reference: randomUUID(),
      paymentProvider: provider.name,
      credits: input.credits,
      priceCents: rechargePriceCents(input.credits),
      currency: 'UYU',
      idempotencyKey,
    })
    .onConflictDoNothing({ target: [paymentIntents.providerId, paymentIntents.idempotencyKey] })
    .returning();
  const intent = created ?? (await existingIntent(db, input, idempotencyKey));
  if (intent.checkoutUrl) return toPaymentReply(intent);

  let checkout;
  try {
    checkout = await provider.createCheckout({
      reference: intent.reference,
      credits: intent.credits,
      priceCents: intent.priceCents,
      currency: intent.currency,
      idempotencyKey,
    });
  } catch (error) {
    // The intent stays without a checkout: nobody can pay it, and a retry with the same key tries again.
    console.error(JSON.stringify({ level: 'error', event: 'payment_checkout_failed', reference: intent.reference, error: String(error) }));
    throw new AppError('unavailable', messages.paymentUnavailable);
  }
  const [updated] = await db
    .update(paymentIntents)
    .set({ providerRef: checkout.providerRef, checkoutUrl: checkout.checkoutUrl, updatedAt: sql`now()` })
    .where(eq(paymentIntents.id, intent.id))
    .returning();
  return toPaymentReply(updated!);
}

/** The intent a key already made; the same key for another user or amount is a client bug, not a retry. */
async function existingIntent(db: Database, input: CreateRechargeInput, idempotencyKey: string): Promise<PaymentIntentRow> {
  const [row] = await db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.providerId, input.tenantId), eq(paymentIntents.idempotencyKey, idempotencyKey)));
  if (!row || row.userId !== input.userId || row.credits !== input.credits) {
    throw new AppError('conflict', paymentMessages.idempotencyReused);
  }
  return row;
}
