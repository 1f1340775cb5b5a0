// The booking forms' schemas (create, edit), derived from the contract so that each form and the server check the
// same rules, and the map from the contract's Spanish messages to message keys. Loaded only with the forms (it
// pulls in zod), never in the list's first load.
import type { z } from 'zod';
import {
  bookingClientInput,
  bookingTextLimits,
  choiceMessage,
  createBookingBody,
  emailMessage,
  extendDaysMessage,
  flagMessage,
  numberMessage,
  patchBookingBody,
  phoneMessage,
  requiredMessage,
  textMessage,
  tooLongMessage,
  validityRangeMessage,
} from '@/contract/bookings';

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

export type ContractMessageKey = 'required' | 'email' | 'extendMin' | 'validityRange' | 'text' | 'number' | 'choice' | 'flag' | 'phone' | 'tooLong';

/** The contract's Spanish messages → message keys (with their values), so that other locales translate them. */
export const contractMessageKeys: Record<string, { key: ContractMessageKey; values?: { max: number } }> = {
  [requiredMessage]: { key: 'required' },
  [emailMessage]: { key: 'email' },
  [extendDaysMessage]: { key: 'extendMin' },
  [validityRangeMessage]: { key: 'validityRange' },
  [textMessage]: { key: 'text' },
  [numberMessage]: { key: 'number' },
  [choiceMessage]: { key: 'choice' },
  [flagMessage]: { key: 'flag' },
  [phoneMessage]: { key: 'phone' },
  ...Object.fromEntries(Object.values(bookingTextLimits).map((max) => [tooLongMessage(max), { key: 'tooLong', values: { max } }])),
};

/** A form's message in the user's language: a contract message through its key, any other (a server's) as it came. */
export function translateContractMessage(text: string | undefined, t: (key: `messages.${ContractMessageKey}`, values?: { max: number }) => string): string | undefined {
  const known = text ? contractMessageKeys[text] : undefined;
  return known ? t(`messages.${known.key}`, known.values) : text;
}
