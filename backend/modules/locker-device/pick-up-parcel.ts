// The recipient types the pickup code (and the CI digits) at the locker: 3 Ingresado or 11 Autorizacion
// retiro → 4 Retirado; the door is free again. When the booking has a document, at least its last 4
// characters must be typed too (docs/domain/validation.md: the second factor). Past the deadline the code still
// opens for the 24 h collection window (pickupOpen); after it, the sender must extend or authorize first. Wrong CI digits are counted per
// booking (code-attempts.ts): past a few, the booking answers 429 for a while, even to the right digits.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { bookings } from '@/backend/db/schema';
import { AppError } from '@/backend/errors';
import { parcelInLockerStatuses, pickupOpen } from '@/backend/modules/bookings/booking-rules';
import { completePickup } from './complete-pickup';
import { assertDocumentAttemptsLeft, countDocumentMismatch } from './code-attempts';
import { deviceMessages, deviceResult, lockBookingAtLocker, WrongCodeError, type DeviceInput, type DeviceResult } from './device-result';

const fail = (field: string, message: string) => new AppError('precondition_failed', message, { [field]: [message] });
const alphanumeric = (text: string) => text.replace(/[^0-9A-Za-z]/g, '').toUpperCase();

/** "At least the last 4 digits": the typed characters must be the document's ending, 4 or more of them. */
function documentMatches(document: string, typed: string | undefined): 'ok' | 'missing' | 'mismatch' {
  const expected = alphanumeric(document);
  const given = alphanumeric(typed ?? '');
  if (given.length === 0) return 'missing';
  if (given.length < Math.min(4, expected.length)) return 'missing';
  return expected.endsWith(given) ? 'ok' : 'mismatch';
}

export async function pickUpParcel(
  db: Database,
  input: DeviceInput & { pickupCode: string; documentDigits?: string },
): Promise<DeviceResult> {
  const outcome = await db.transaction(async (tx): Promise<{ bookingId: number } | { refused: AppError }> => {
    const now = input.now ?? new Date();
    const row = await lockBookingAtLocker(
      tx,
      input,
      and(eq(bookings.pickupCode, input.pickupCode), inArray(bookings.statusId, [...parcelInLockerStatuses])),
    );
    if (!row) throw new WrongCodeError('pickup_code', deviceMessages.wrongPickupCode);
    if (!pickupOpen(row, now)) throw fail('pickup_code', deviceMessages.pickupExpired);
    if (row.client.document) {
      // The row lock makes concurrent guesses on this booking take turns: none slips past the count.
      await assertDocumentAttemptsLeft(tx, row.id, now);
      const check = documentMatches(row.client.document, input.documentDigits);
      if (check === 'missing') throw fail('document_digits', deviceMessages.documentRequired);
      if (check === 'mismatch') {
        // Committed with the transaction (nothing else changed), then refused.
        await countDocumentMismatch(tx, row.id, now);
        return { refused: new WrongCodeError('document_digits', deviceMessages.documentMismatch) };
      }
    }
    await completePickup(tx, { row, userId: input.userId, withdrewBy: 'Destinatario (código de retiro)', now });
    return { bookingId: row.id };
  });
  if ('refused' in outcome) throw outcome.refused;
  return deviceResult(db, outcome.bookingId);
}
