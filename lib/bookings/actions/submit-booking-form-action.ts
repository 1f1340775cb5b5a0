'use server';
// The create-booking page's form (app/(panel)/reservas/nueva), posted as a plain HTML form: it works before and
// without JavaScript. The fields are read from the FormData, checked with the create modal's schema and created by
// the same action (create-booking-action.ts); errors come back in the user's language for the server to render,
// with the values typed so far. Created: the booking's page, which shows its drop-off code.
import { createHash } from 'node:crypto';
import { Refused } from '../../actions/action-result';
import { defineAction } from '../../actions/define-action';
import { createBookingForm } from '../create-booking-schema';
import { createBookingAction } from './create-booking-action';
import { newIdempotencyKey } from '@/lib/idempotency/new-key';
import { bookingFormInput, bookingFormValues, formKeyPattern } from '../booking-form-state';

/**
 * The form's key (one per rendered form) joined with a digest of what is sent: posting the same values again, after
 * a lost reply, reuses the key and gets the first booking back; corrected values get a key of their own.
 */
function requestKey(formKey: string, request: unknown): string {
  return `${formKey}.${createHash('sha256').update(JSON.stringify(request)).digest('hex').slice(0, 32)}`;
}

export const submitBookingFormAction = defineAction({
  access: ['booking-create'],
  form: (form) => {
    const posted = form.get('idempotency_key');
    // The key goes back with every refusal: the next attempt sends it again.
    const values = { ...bookingFormValues(form), idempotency_key: typeof posted === 'string' && formKeyPattern.test(posted) ? posted : newIdempotencyKey() };
    return { input: bookingFormInput(values), values };
  },
  schema: createBookingForm,
  // Every other check, the call and what it changes are createBookingAction's; its refusal is this form's.
  call: async ({ body, values }) => {
    const result = await createBookingAction(body, requestKey(values.idempotency_key, body));
    if (!result.ok) throw new Refused(result);
    return result.data!;
  },
  // Created: the booking's page, which shows its drop-off code.
  redirect: (booking) => `/reservas/${booking.id}`,
});
