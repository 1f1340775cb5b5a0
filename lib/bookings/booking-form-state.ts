// What the create-booking page's form (app/(panel)/reservas/nueva) and its server action
// (actions/submit-booking-form-action.ts) exchange: the values typed, the errors to show, the key of the next attempt.
import type { FormState } from '../actions/form-state';

/** The form's text fields, named by their path in the schema (lib/bookings/create-booking-schema.ts). */
export const bookingFormFieldNames = [
  'client.description',
  'client.email',
  'client.document',
  'client.phone_country',
  'client.phone_number',
  'location_id',
  'size_id',
  'code_validity_hours',
  'notes',
  'fenicio_order_id',
] as const;

export const bookingFormCheckboxes = ['whatsapp', 'districad', 'pre_booking'] as const;

export type BookingFormValues = Partial<Record<string, string | boolean>>;

/** What a posted form holds: its text fields, and each checkbox as ticked or not. */
export function bookingFormValues(formData: FormData): BookingFormValues {
  const values: BookingFormValues = {};
  for (const name of bookingFormFieldNames) {
    const value = formData.get(name);
    if (typeof value === 'string') values[name] = value;
  }
  for (const name of bookingFormCheckboxes) values[name] = formData.get(name) === 'on';
  return values;
}

/** The schema's input shape (the create modal's) from the posted text fields. */
export function bookingFormInput(v: BookingFormValues) {
  const text = (name: string) => (typeof v[name] === 'string' ? (v[name] as string) : '');
  return {
    client: {
      description: text('client.description'),
      email: text('client.email'),
      document: text('client.document'),
      phone_number: text('client.phone_number'),
      phone_country: text('client.phone_country'),
    },
    location_id: text('location_id'),
    size_id: text('size_id'),
    code_validity_hours: text('code_validity_hours'),
    whatsapp: v.whatsapp === true,
    notes: text('notes'),
    fenicio_order_id: text('fenicio_order_id'),
    districad: v.districad === true,
    pre_booking: v.pre_booking === true,
  };
}

/** The form's state (values, errors on their fields, the message); the values carry the key of the next attempt. */
export type BookingFormState = FormState<BookingFormValues & { idempotency_key: string }>;

/** A rendered form's key: 32 hex characters (lib/idempotency/new-key.ts). */
export const formKeyPattern = /^[0-9a-f]{32}$/;
