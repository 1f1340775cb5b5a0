// What the browser gets of a booking to edit: only the fields the edit modal edits, never its codes — both the
// page's RSC payload and a refused (stale) save's current record (update-booking-action.ts).
// A plain module, so that server pages and actions can call it and the form can use its type.
import type { Booking } from '@/contract/bookings';

export type EditableBooking = Pick<Booking, 'id' | 'version' | 'client' | 'notes' | 'code_validity_hours'> & { status: Pick<Booking['status'], 'id'> };

export function editableBooking({ id, version, client, notes, code_validity_hours, status }: Booking): EditableBooking {
  return { id, version, client, notes, code_validity_hours, status: { id: status.id } };
}
