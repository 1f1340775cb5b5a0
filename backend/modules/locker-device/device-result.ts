// What both device calls share: their input, their reply (which door to open) and their messages.
import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { bookings, doors, locations, statuses } from '@/backend/db/schema';
import { AppError } from '@/backend/errors';
import type { DeviceReply } from '@/contract/locker-device';

export interface DeviceInput {
  /** The signed-in device account's tenant: the locker must be this tenant's. */
  tenantId: number;
  /** The device account; recorded in the history. */
  userId: number;
  locationId: number;
  now?: Date;
}

export type DeviceResult = DeviceReply['data'];

export const deviceMessages = {
  wrongInsertCode: 'Código de ingreso incorrecto o vencido',
  wrongPickupCode: 'Código de retiro incorrecto',
  pickupExpired: 'El plazo de retiro venció. Comunicate con el remitente.',
  documentRequired: 'Ingresá al menos los últimos 4 dígitos de la CI',
  documentMismatch: 'Los dígitos de la CI no coinciden',
  tooManyAttempts: 'Demasiados intentos con códigos incorrectos. Esperá unos minutos e intentá nuevamente.',
} as const;

/**
 * A 412 because the code (or the CI digits) typed was wrong: a guess that counts towards the keypad's limits
 * (code-attempts.ts). Marked by its class, not its text, so rewording a message cannot switch the limit off.
 */
export class WrongCodeError extends AppError {
  constructor(field: 'insert_code' | 'pickup_code' | 'document_digits' | 'confirmation_code', message: string) {
    super('precondition_failed', message, { [field]: [message] });
  }
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The booking a code opens at this locker, locked for the change; only the device tenant's lockers count. */
export async function lockBookingAtLocker(tx: Transaction, input: DeviceInput, match: SQL | undefined) {
  const [found] = await tx
    .select({ booking: bookings })
    .from(bookings)
    .innerJoin(locations, eq(locations.id, bookings.locationId))
    .where(and(eq(bookings.locationId, input.locationId), eq(locations.providerId, input.tenantId), match))
    .for('update', { of: bookings });
  return found?.booking;
}

export async function deviceResult(db: Database, bookingId: number): Promise<DeviceResult> {
  const [row] = await db
    .select({
      booking_id: bookings.id,
      door: { id: doors.id, number: doors.number },
      status: { id: statuses.id, name: statuses.name },
    })
    .from(bookings)
    .innerJoin(doors, eq(doors.id, bookings.doorId))
    .innerJoin(statuses, eq(statuses.id, bookings.statusId))
    .where(eq(bookings.id, bookingId));
  return row!;
}
