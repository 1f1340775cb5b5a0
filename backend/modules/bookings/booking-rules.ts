// The booking lifecycle in one place. Statuses move only through these rules; the server decides (docs/domain/bookings.md).
//
//   create ─▶ 2 Reserva ──drop-off (device)──▶ 3 Ingresado ──pickup (device: code + CI digits)──▶ 4 Retirado
//               │  ▲                             │   ▲  │
//   48 h unused │  │ renew (fresh code, 48 h)    │   │  └─authorize─▶ 11 Autorizacion retiro ──pickup──▶ 4
//               ▼  │                   expiry    ▼   │ extend (≥ 5 days)        ▲
//             5 Ingreso Vencido              6 Retiro Vencido ──authorize────────┘
//   pre-book ─▶ 1 Pre reserva ──confirm (debits credits, fresh 48 h)──▶ 2 Reserva; unconfirmed after 48 h,
//   or deleted ─▶ 9 Eliminada (nothing was charged). It holds its door meanwhile; the locker refuses its code.
//   delete: 1, 2 or 5 ─▶ 9 Eliminada (refund only from 2: never dropped off, code not lapsed; a lapsed code's
//   fee is due, docs/domain/limits.md). A booking with the parcel inside (3, 6, 11) cannot be deleted: the door would be
//   freed with a parcel in it.
import { bookingStatus, openBookingStatuses } from '@/contract/bookings';

export { bookingStatus };
export type BookingStatusId = (typeof bookingStatus)[keyof typeof bookingStatus];

/** Statuses holding a door (same list as activeStatusesSql in the schema's partial unique indexes). */
export const activeStatuses: readonly number[] = [1, 2, 3, 6, 11];
/** The parcel is in the locker. */
export const parcelInLockerStatuses: readonly number[] = [3, 6, 11];

/** An unused drop-off code lapses after 48 hours (docs/domain/limits.md). */
export const dropOffWindowHours = 48;

export const hours = (n: number) => n * 3_600_000;
export const addHours = (date: Date, n: number) => new Date(date.getTime() + hours(n));

/** Once the pickup code expires the recipient is told and still has 24 hours to collect (docs/domain/bookings.md). */
export const collectionWindowHours = 24;
export const collectionEndsAt = (expirationDate: Date) => addHours(expirationDate, collectionWindowHours);

/**
 * Whether the pickup code (or a lost-code confirmation) opens the door now: 11 Autorizacion retiro always; 3
 * Ingresado and 6 Retiro Vencido until the collection window closes, 24 h past the deadline. After that the
 * sender must extend or authorize, and the daily fine runs (backend/jobs/charge-overdue.ts).
 */
export function pickupOpen(row: { statusId: number; expirationDate: Date }, now: Date): boolean {
  if (row.statusId === bookingStatus.withdrawalAuthorized) return true;
  if (row.statusId !== bookingStatus.droppedOff && row.statusId !== bookingStatus.pickupExpired) return false;
  return now.getTime() < collectionEndsAt(row.expirationDate).getTime();
}

export type BookingAction = 'confirm' | 'extend' | 'renew' | 'authorize' | 'regenerate-code' | 'delete' | 'resend' | 'edit' | 'force-open';

/** From which statuses each action is allowed, and the 412 message otherwise. */
export const allowedFrom: Record<BookingAction, { statuses: readonly number[]; message: string }> = {
  confirm: { statuses: [1], message: 'Solo se puede confirmar una pre reserva.' },
  extend: { statuses: [3, 6, 11], message: 'Solo se puede extender una reserva con el paquete en el locker.' },
  renew: { statuses: [5], message: 'Solo se puede renovar una reserva con el ingreso vencido.' },
  authorize: { statuses: [3, 6], message: 'Solo se puede autorizar el retiro de un paquete ingresado o con el retiro vencido.' },
  'regenerate-code': { statuses: [2], message: 'Solo se puede regenerar el código de una reserva sin ingresar.' },
  delete: { statuses: [1, 2, 5], message: 'No se puede eliminar una reserva con el paquete en el locker o ya finalizada.' },
  resend: { statuses: [3, 6, 11], message: 'Solo se puede reenviar el código de retiro con el paquete en el locker.' },
  edit: { statuses: openBookingStatuses, message: 'La reserva ya finalizó y no se puede modificar.' },
  'force-open': { statuses: [3, 6, 11], message: 'Solo se puede forzar la apertura de una puerta con el paquete en el locker.' },
};
