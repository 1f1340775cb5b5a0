// What both device calls share: their input, their reply (which door to open) and their messages.
import { eq } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { bookings, doors, statuses } from '@/backend/db/schema';
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
  pickupExpired: 'El plazo de retiro venció. Comuníquese con el remitente.',
  documentRequired: 'Ingrese al menos los últimos 4 dígitos de la CI',
  documentMismatch: 'Los dígitos de la CI no coinciden',
} as const;

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
