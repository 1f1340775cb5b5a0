// Billing demo data for Demo Lockers: an approved sandbox recharge and a confirmed bank transfer (both through
// the real ledger), a rejected recharge, a pending receipt for staff to confirm, and POS card payments at the
// lockers. The tenant's final balance stays the one demo.ts sets: the credits these movements add are set
// aside before the booking history is written (setAsideDemoBillingCredits), then credited here.
import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { bookings, paymentIntents, poslinkTransactions, providers, transferReceipts } from '@/backend/db/schema';
import { applyCreditMovement } from '@/backend/modules/billing/credit-ledger';
import { movementTexts } from '@/backend/modules/billing/movement-texts';
import { rechargePriceCents } from '@/backend/modules/prices/prices';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const recharge = 4000;
const transfer = { credits: 500, amountCents: 61_000 };
const demoBillingCredits = recharge + transfer.credits;

/** A 1×1 transparent PNG: the demo receipts' proof. */
const demoPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

export async function setAsideDemoBillingCredits(tx: Transaction, tenantId: number): Promise<void> {
  await tx.update(providers).set({ credits: sql`${providers.credits} - ${demoBillingCredits}` }).where(eq(providers.id, tenantId));
}

export async function insertDemoBilling(tx: Transaction, tenantId: number, userId: number): Promise<void> {
  const reference = randomUUID();
  const rejected = randomUUID();
  const credited = await applyCreditMovement(tx, {
    tenantId, userId, amount: recharge, kind: 'recharge', ...movementTexts.recharge(recharge, { provider: 'sandbox' }),
  });
  await tx.insert(paymentIntents).values([
    {
      providerId: tenantId, userId, reference, paymentProvider: 'sandbox', credits: recharge, priceCents: rechargePriceCents(recharge),
      status: 'approved', idempotencyKey: randomUUID(), providerRef: `sandbox-pref-${reference}`, checkoutUrl: `/sandbox-pago/${reference}`,
      providerPaymentId: `sandbox-${reference}`, creditMovementId: credited.id, confirmedAt: new Date(),
    },
    {
      providerId: tenantId, userId, reference: rejected, paymentProvider: 'sandbox', credits: 7000, priceCents: rechargePriceCents(7000),
      status: 'rejected', idempotencyKey: randomUUID(), providerRef: `sandbox-pref-${rejected}`, checkoutUrl: `/sandbox-pago/${rejected}`,
    },
  ]);
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const [confirmedReceipt] = await tx
    .insert(transferReceipts)
    .values({
      providerId: tenantId, userId, amountCents: transfer.amountCents, transactionDate: day(6), transactionId: 'BROU-778812',
      fileType: 'image/png', fileSize: demoPng.length, fileData: demoPng,
    })
    .returning({ id: transferReceipts.id });
  const movement = await applyCreditMovement(tx, {
    tenantId, userId, amount: transfer.credits, kind: 'receipt_confirmation',
    ...movementTexts.receiptConfirmation('BROU-778812', confirmedReceipt!.id),
  });
  await tx
    .update(transferReceipts)
    .set({ status: 'confirmed', credits: transfer.credits, confirmedBy: userId, confirmedAt: new Date(), creditMovementId: movement.id })
    .where(eq(transferReceipts.id, confirmedReceipt!.id));
  await tx.insert(transferReceipts).values({
    providerId: tenantId, userId, amountCents: 854_000, transactionDate: day(1), transactionId: 'ITAU-0045521',
    fileType: 'image/png', fileSize: demoPng.length, fileData: demoPng,
  });
  await insertPoslinkDemo(tx, tenantId);
}

/** Card payments at the lockers, some tied to the tenant's first bookings. */
async function insertPoslinkDemo(tx: Transaction, tenantId: number): Promise<void> {
  const linked = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.providerId, tenantId)).orderBy(asc(bookings.id)).limit(12);
  const owners = ['Lucía Fernández', 'Martín Rodríguez', 'Sofía Pereira', 'Diego Silva', 'Valentina Sosa', null];
  const amounts = [14_900, 17_900, 19_900];
  await tx.insert(poslinkTransactions).values(
    Array.from({ length: 30 }, (_, i) => ({
      providerId: tenantId,
      bookingId: linked[i % 15]?.id ?? null,
      authorizationCode: String(310_000 + i * 7919).slice(0, 6),
      transactionId: `POS-${20_251_100 + i}`,
      totalAmountCents: amounts[i % 3]!,
      status: i % 9 === 4 ? 'RECHAZADA' : 'APROBADA',
      cardOwnerName: owners[i % owners.length]!,
      phoneNumber: `09${String(1_000_000 + i * 37_117).slice(0, 7)}`,
      createdAt: new Date(Date.now() - (30 - i) * 86_400_000),
    })),
  );
}
