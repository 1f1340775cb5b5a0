'use server';
// The create-booking page's form (app/(panel)/reservas/nueva), posted as a plain HTML form: it works before and
// without JavaScript. The fields are read from the FormData, checked with the create modal's schema and created by
// the same action (create-booking-action.ts); errors come back in the user's language for the server to render,
// with the values typed so far. Created: the booking's page, which shows its drop-off code.
import { createHash } from 'node:crypto';
import { redirect } from 'next/navigation';
import { getTranslations } from '@/lib/i18n/server';
import { fieldErrorsOf } from '../../forms/field-errors';
import { getTextTranslator, translateFieldErrors } from '../../i18n/server-texts';
import { createBookingForm } from '../create-booking-schema';
import { createBookingAction } from './create-booking-action';
import type { BookingFormState } from '../booking-form-state';
import { bookingFormInput, bookingFormValues, formKeyPattern, newFormKey } from '../booking-form-state';

/**
 * The form's key (one per rendered form) joined with a digest of what is sent: posting the same values again, after
 * a lost reply, reuses the key and gets the first booking back; corrected values get a key of their own.
 */
function requestKey(formKey: string, request: unknown): string {
  return `${formKey}.${createHash('sha256').update(JSON.stringify(request)).digest('hex').slice(0, 32)}`;
}

// eslint-disable-next-line no-restricted-syntax -- useActionState's (state, FormData) wrapper; every check and the call are createBookingAction's (defineAction)
export async function submitBookingFormAction(previous: unknown, formData: unknown): Promise<BookingFormState> {
  if (!(formData instanceof FormData)) {
    const t = await getTranslations('errors');
    return { message: t('unexpected'), idempotencyKey: newFormKey() };
  }
  const values = bookingFormValues(formData);
  const posted = formData.get('idempotency_key');
  const formKey = typeof posted === 'string' && formKeyPattern.test(posted) ? posted : newFormKey();
  const translate = await getTextTranslator();
  const parsed = createBookingForm.safeParse(bookingFormInput(values));
  if (!parsed.success) {
    const fieldErrors = translateFieldErrors(fieldErrorsOf(parsed.error), translate) ?? {};
    return { values, fieldErrors, message: Object.values(fieldErrors)[0], idempotencyKey: formKey };
  }
  const result = await createBookingAction(parsed.data, requestKey(formKey, parsed.data));
  if (result.ok) redirect(`/reservas/${result.data!.id}`);
  return {
    values,
    fieldErrors: translateFieldErrors(result.fieldErrors, translate),
    message: translate(result.message),
    needsCredits: result.needsCredits,
    idempotencyKey: formKey,
  };
}
