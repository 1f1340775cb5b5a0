// The booking forms' schemas (create, edit), derived from the contract so that each form and the server check the
// same rules. Loaded only with the forms (it pulls in zod), never in the list's first load.
import type { z } from 'zod';
import { bookingClientInput, createBookingBody, patchBookingBody } from '@/contract/bookings';

export const createBookingForm = createBookingBody
  .pick({ location_id: true, size_id: true, code_validity_hours: true, whatsapp: true, notes: true, fenicio_order_id: true, districad: true, pre_booking: true })
  .extend({ client: bookingClientInput });

export type CreateBookingFormInput = z.input<typeof createBookingForm>;
export type CreateBookingFormOutput = z.output<typeof createBookingForm>;

/**
 * The edit form (PATCH /booking/{id}): what a user corrects. Every client field is sent, so blanking one clears it
 * (the reference stays required); notes too. The code's validity is the backend's to refuse after drop-off (412):
 * the form offers it only while the booking waits for its parcel, and sends none otherwise.
 */
export const editBookingForm = patchBookingBody.pick({ notes: true, code_validity_hours: true }).extend({ client: bookingClientInput });

export type EditBookingFormInput = z.input<typeof editBookingForm>;
export type EditBookingFormOutput = z.output<typeof editBookingForm>;
