// A payment intent as the API answers it (contract `payment`), and the owner-only lookup every
// /payments endpoint shares: another user's or tenant's intent, or a malformed reference, is a 404.
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { paymentIntents } from '@/backend/db/schema';
import { AppError } from '@/backend/errors';
import type { Payment } from '@/contract/payments';

export type PaymentIntentRow = typeof paymentIntents.$inferSelect;

export const paymentMessages = {
  notFound: 'Pago no encontrado.',
  alreadyResolved: 'El pago ya fue procesado.',
  idempotencyReused: 'La clave de idempotencia ya se usó para otra recarga.',
} as const;

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function paymentNotFound(): AppError {
  return new AppError('not_found', paymentMessages.notFound);
}

export interface OwnPaymentRef {
  tenantId: number;
  userId: number;
  reference: string;
}

export async function getOwnIntentOrThrow(db: Database, ref: OwnPaymentRef): Promise<PaymentIntentRow> {
  if (!uuidPattern.test(ref.reference)) throw paymentNotFound();
  const [row] = await db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.reference, ref.reference.toLowerCase()), eq(paymentIntents.providerId, ref.tenantId), eq(paymentIntents.userId, ref.userId)));
  if (!row) throw paymentNotFound();
  return row;
}

export function toPaymentReply(row: PaymentIntentRow): Payment {
  return {
    payment_id: row.id,
    reference: row.reference,
    provider: row.paymentProvider,
    status: row.status,
    credits: row.credits,
    price_uyu: row.priceCents / 100,
    currency: row.currency,
    checkout_url: row.checkoutUrl,
    created_at: row.createdAt.toISOString(),
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
  };
}
