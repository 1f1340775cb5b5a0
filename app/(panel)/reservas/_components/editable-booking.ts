// What the edit modal gets of a booking: only the fields it edits (the page's RSC payload carries no more).
// A plain module, so that server pages can call it (a 'use client' file's exports are references there).
import type { Booking } from '@/contract/bookings';

export type EditableBooking = Pick<Booking, 'id' | 'version' | 'client' | 'notes' | 'code_validity_hours'> & { status: Pick<Booking['status'], 'id'> };

export function editableBooking({ id, version, client, notes, code_validity_hours, status }: Booking): EditableBooking {
  return { id, version, client, notes, code_validity_hours, status: { id: status.id } };
}
