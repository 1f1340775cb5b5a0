'use client';
// The edit form (in the edit modal's chunk, edit-booking-dialog.tsx): what a user corrects in a booking — the
// recipient's fields (the create form's, booking-form-fields.tsx), the notes, and the code's validity while the
// parcel is not in the locker yet. The drawer forms' plumbing (useDrawerForm): the server action's schema, server
// field errors on their fields, everything disabled while submitting. A save over someone else's (412 on
// If-Match) changes nothing: the notice shows what they changed and loads it on request.
import { useTranslations } from 'next-intl';
import { FormFooter, TextField } from '@/components/form-fields/form-fields';
import { useDrawerForm } from '@/components/form-fields/use-drawer-form';
import { bookingStatus } from '@/contract/bookings';
import { updateBookingAction } from '@/lib/bookings/actions/update-booking-action';
import { editBookingForm, type EditBookingFormInput, type EditBookingFormOutput } from '@/lib/bookings/create-booking-schema';
import type { EditableBooking } from '@/lib/bookings/editable-booking';
import { phoneCountryValue } from '@/common/phone-countries';
import { BookingClientFields, CodeValidityField, useClientFields } from './booking-form-fields';

export interface EditBookingFormProps {
  booking: EditableBooking;
  /** For a booking without a country (the create form's default). */
  defaultCountry: string;
  /** CI rules of the user (lib/bookings/permissions.ts ciRules). */
  ci: { required: boolean; verify: boolean };
  onDone: () => void;
}

function formValues(booking: EditableBooking, defaultCountry: string): EditBookingFormInput {
  const { client } = booking;
  return {
    client: {
      description: client.description,
      email: client.email ?? '',
      document: client.document ?? '',
      phone_number: client.phone_number ?? '',
      phone_country: phoneCountryValue(client.phone_country, defaultCountry),
    },
    notes: booking.notes ?? '',
    // The code's validity can change only before drop-off (backend update-booking.ts): after it, the field is
    // not shown and not sent (the backend would refuse a change).
    code_validity_hours: booking.status.id === bookingStatus.booked ? String(booking.code_validity_hours) : undefined,
  };
}

export function EditBookingForm({ booking, defaultCountry, ci, onDone }: EditBookingFormProps) {
  const t = useTranslations('bookings');
  const tl = useTranslations('lists.actions');
  const { form, field, onSubmit, formError, submitting, conflictView, loaded } = useDrawerForm<EditBookingFormInput, EditBookingFormOutput>({
    schema: editBookingForm,
    defaultValues: formValues(booking, defaultCountry),
    prefix: 'edit-booking',
    action: (values, version) => updateBookingAction(booking.id, values, version),
    onDone,
    versioned: { version: booking.version, toValues: (current) => formValues(current as EditableBooking, defaultCountry) },
  });
  const clientFields = useClientFields(field);
  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <BookingClientFields form={form} fields={clientFields} ciRequired={ci.required} ciVerify={ci.verify} />
      {/* As (re)loaded: a conflict's reload may bring a booking whose parcel is in the locker by now. */}
      {loaded.code_validity_hours !== undefined && (
        <CodeValidityField {...field('code_validity_hours', t('fields.code_validity_hours'))} hint={t('edit.validityHint')} />
      )}
      <div className="sm:col-span-2">
        <TextField {...field('notes', t('fields.notes'))} multiline />
      </div>
      <FormFooter
        className="sm:col-span-2"
        conflict={conflictView()}
        formError={formError}
        submitting={submitting}
        submitLabel={t('edit.submit')}
        submittingLabel={tl('saving')}
      />
    </form>
  );
}
