// The create form's schema, derived from the contract so that the form and the server check the same rules.
// Loaded only with the form (it pulls in zod), never in the list's first load.
import type { z } from 'zod';
import { bookingClientInput, createBookingBody, emailMessage, extendDaysMessage, requiredMessage } from '@/contract/bookings';

export const createBookingForm = createBookingBody
  .pick({ location_id: true, size_id: true, code_validity_hours: true, whatsapp: true, notes: true, fenicio_order_id: true, districad: true, pre_booking: true })
  .extend({ client: bookingClientInput });

export type CreateBookingFormInput = z.input<typeof createBookingForm>;
export type CreateBookingFormOutput = z.output<typeof createBookingForm>;

/** The contract's Spanish messages → message keys, so that other locales translate them. */
export const contractMessageKeys: Record<string, 'required' | 'email' | 'extendMin'> = {
  [requiredMessage]: 'required',
  [emailMessage]: 'email',
  [extendDaysMessage]: 'extendMin',
};
