// A recipient who lost the pickup code (docs/domain/lost-code.md):
// 1. types their CI at the locker: when a parcel of theirs is in it and its pickup code would open the door
//    (pickupOpen: 11 Autorizacion retiro, or 3/6 within the collection window), a four-digit confirmation code, valid 15 minutes, goes to their e-mail and WhatsApp through
//    the outbox. The reply is the same whether or not there is such a parcel, so the keypad tells nobody who
//    has one.
// 2. types the CI and the four digits: the door opens as a pickup (4 Retirado, history says how). Wrong digits
//    count until the code expires, a new code included; after the fifth nothing opens, nor is sent, until then.
import { createHash, randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { bookings, lostCodeConfirmations, messageOutbox } from '@/backend/db/schema';
import type { AppError } from '@/backend/errors';
import { parcelInLockerStatuses, pickupOpen } from '@/backend/modules/bookings/booking-rules';
import { whatsappRecipient } from '@/backend/modules/bookings/resident-whatsapp';
import { lostCodeTemplate } from '@/backend/modules/mail/render-message';
import type { Transaction } from '@/backend/modules/bookings/transaction';
import { completePickup } from './complete-pickup';
import { deviceResult, lockBookingAtLocker, WrongCodeError, type DeviceInput, type DeviceResult } from './device-result';

export const lostCodeValidityMinutes = 15;
export const lostCodeMaxAttempts = 5;
export const lostCodeResendSeconds = 60;
export const lostCodeMessages = {
  sent: 'Si hay un paquete a tu nombre en este locker, te enviamos un código de 4 dígitos.',
  wrong: 'Código de confirmación incorrecto o vencido',
} as const;
export const lostCodeWithdrewBy = 'Destinatario (código de confirmación)';

const normalized = (document: string) => document.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
const hashOf = (bookingId: number, code: string) => createHash('sha256').update(`${bookingId}:${code}`).digest('hex');
/** Counted by the keypad's limits (code-attempts.ts) like any wrong code. */
const wrongCode = () => new WrongCodeError('confirmation_code', lostCodeMessages.wrong);

async function lockRecipientParcel(tx: Transaction, input: DeviceInput & { document: string }, now: Date) {
  const document = normalized(input.document);
  if (!document) return undefined;
  const row = await lockBookingAtLocker(
    tx,
    input,
    and(
      // A lost code opens only what the pickup code would.
      inArray(bookings.statusId, [...parcelInLockerStatuses]),
      sql`upper(regexp_replace(coalesce(${bookings.client}->>'document', ''), '[^0-9A-Za-z]', '', 'g')) = ${document}`,
    ),
  );
  return row && pickupOpen(row, now) ? row : undefined;
}

export async function requestLostCode(db: Database, input: DeviceInput & { document: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const now = input.now ?? new Date();
    const row = await lockRecipientParcel(tx, input, now);
    if (!row) return;
    const [previous] = await tx.select().from(lostCodeConfirmations).where(eq(lostCodeConfirmations.bookingId, row.id));
    const live = previous && previous.expiresAt.getTime() > now.getTime() ? previous : undefined;
    // Asking again neither floods the recipient (one message a minute) nor buys more guesses: wrong digits count
    // until the code expires, and once they are used up nothing is sent until then.
    if (live && (now.getTime() - live.createdAt.getTime() < lostCodeResendSeconds * 1000 || live.attempts >= lostCodeMaxAttempts)) return;
    const code = String(randomInt(0, 10_000)).padStart(4, '0');
    const expiresAt = new Date(now.getTime() + lostCodeValidityMinutes * 60_000);
    const attempts = live?.attempts ?? 0;
    await tx
      .insert(lostCodeConfirmations)
      .values({ bookingId: row.id, codeHash: hashOf(row.id, code), expiresAt, attempts, createdAt: now })
      .onConflictDoUpdate({ target: lostCodeConfirmations.bookingId, set: { codeHash: hashOf(row.id, code), expiresAt, attempts, createdAt: now } });
    const subject = 'Tu código de confirmación';
    const body = `Código de confirmación para retirar "${row.client.description}": ${code}\nVale ${lostCodeValidityMinutes} minutos. Ingresalo en el locker junto con tu CI.`;
    const base = { providerId: row.providerId, bookingId: row.id, template: lostCodeTemplate, payload: { booking_id: row.id }, subject, body, createdAt: now };
    const rows: (typeof messageOutbox.$inferInsert)[] = [];
    if (row.client.email) rows.push({ ...base, channel: 'email', recipient: row.client.email });
    const phone = await whatsappRecipient(tx, row);
    if (phone) rows.push({ ...base, channel: 'whatsapp', recipient: phone });
    if (rows.length > 0) await tx.insert(messageOutbox).values(rows);
  });
}

export async function confirmLostCode(db: Database, input: DeviceInput & { document: string; confirmationCode: string }): Promise<DeviceResult> {
  const outcome = await db.transaction(async (tx): Promise<{ bookingId: number } | { refused: AppError }> => {
    const now = input.now ?? new Date();
    const row = await lockRecipientParcel(tx, input, now);
    if (!row) throw wrongCode();
    const [pending] = await tx.select().from(lostCodeConfirmations).where(eq(lostCodeConfirmations.bookingId, row.id));
    if (!pending || pending.expiresAt.getTime() <= now.getTime() || pending.attempts >= lostCodeMaxAttempts) throw wrongCode();
    if (pending.codeHash !== hashOf(row.id, input.confirmationCode)) {
      // Committed with the transaction (nothing else changed), then refused.
      await tx.update(lostCodeConfirmations).set({ attempts: pending.attempts + 1 }).where(eq(lostCodeConfirmations.bookingId, row.id));
      return { refused: wrongCode() };
    }
    await tx.delete(lostCodeConfirmations).where(eq(lostCodeConfirmations.bookingId, row.id));
    await completePickup(tx, { row, userId: input.userId, withdrewBy: lostCodeWithdrewBy, now });
    return { bookingId: row.id };
  });
  if ('refused' in outcome) throw outcome.refused;
  return deviceResult(db, outcome.bookingId);
}
