// The one confirmation path: a payment as the provider reports it (MercadoPago's API read, after a verified
// webhook or a status poll; the sandbox's own resolve endpoint) → the intent's state, and credits at most
// once. The intent row is locked, so concurrent notifications queue; an approved intent never changes again,
// whatever arrives later (duplicates, out-of-order pendings or rejections). A payment id can approve one
// intent only (unique index payment_intents_provider_payment_unique).
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { paymentIntents, type PaymentProviderName } from '@/backend/db/schema';
import { applyCreditMovement } from '@/backend/modules/billing/credit-ledger';
import { movementTexts } from '@/backend/modules/billing/movement-texts';
import { violatedUniqueConstraint } from '@/backend/modules/bookings/transaction';
import { notificationTexts } from '@/backend/modules/notifications/notification-texts';
import { audience, notifyTenant } from '@/backend/modules/notifications/notify-tenant';
import { uuidPattern } from './payment-record';
import type { ProviderPayment } from './provider';

export type ConfirmOutcome = 'credited' | 'already_credited' | 'rejected' | 'pending' | 'ignored';

function warn(event: string, details: Record<string, unknown>) {
  console.warn(JSON.stringify({ level: 'warn', event, ...details }));
}

export async function confirmProviderPayment(db: Database, provider: PaymentProviderName, payment: ProviderPayment): Promise<ConfirmOutcome> {
  if (!payment.reference || !uuidPattern.test(payment.reference)) {
    warn('payment_unknown_reference', { provider, paymentId: payment.id, reference: payment.reference });
    return 'ignored';
  }
  try {
    return await db.transaction(async (tx) => {
      const [intent] = await tx
        .select()
        .from(paymentIntents)
        .where(and(eq(paymentIntents.reference, payment.reference!.toLowerCase()), eq(paymentIntents.paymentProvider, provider)))
        .for('update');
      if (!intent) {
        warn('payment_unknown_reference', { provider, paymentId: payment.id, reference: payment.reference });
        return 'ignored';
      }
      if (intent.status === 'approved') {
        if (intent.providerPaymentId === payment.id) return 'already_credited';
        // A second payment for a checkout already paid: real money, but not ours to guess about.
        if (payment.status === 'approved') warn('payment_second_approval', { provider, paymentId: payment.id, intentId: intent.id });
        return 'ignored';
      }
      if (payment.status === 'pending') return 'pending';
      if (payment.status === 'rejected') {
        await tx.update(paymentIntents).set({ status: 'rejected', updatedAt: sql`now()` }).where(eq(paymentIntents.id, intent.id));
        return 'rejected';
      }
      // Approved: the money must be exactly what this intent asked for.
      if (payment.amountCents !== intent.priceCents || payment.currency !== intent.currency) {
        warn('payment_amount_mismatch', { provider, paymentId: payment.id, intentId: intent.id, expected: intent.priceCents, got: payment.amountCents, currency: payment.currency });
        return 'ignored';
      }
      const movement = await applyCreditMovement(tx, {
        tenantId: intent.providerId,
        amount: intent.credits,
        kind: 'recharge',
        ...movementTexts.recharge(intent.credits, provider === 'sandbox' ? { provider } : { provider: 'mercadopago', paymentId: payment.id }),
        userId: intent.userId,
      });
      await tx
        .update(paymentIntents)
        .set({ status: 'approved', providerPaymentId: payment.id, creditMovementId: movement.id, confirmedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(paymentIntents.id, intent.id));
      await notifyTenant(tx, { tenantId: intent.providerId, permissions: audience.billing, text: notificationTexts.creditsApplied(intent.credits) });
      return 'credited';
    });
  } catch (error) {
    // The same payment id already approved another intent: the whole transaction (credit included) rolled back.
    if (violatedUniqueConstraint(error) === 'payment_intents_provider_payment_unique') {
      warn('payment_id_reused', { provider, paymentId: payment.id, reference: payment.reference });
      return 'ignored';
    }
    throw error;
  }
}
