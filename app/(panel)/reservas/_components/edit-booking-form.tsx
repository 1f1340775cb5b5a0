'use client';
// The edit form (in the edit modal's chunk, edit-booking-dialog.tsx): what a user corrects in a booking — the
// recipient's fields (the create form's, booking-form-fields.tsx), the notes, and the code's validity while the
// parcel is not in the locker yet. Same schema as the server action (contract's PATCH body), server field errors
// on their fields, everything disabled while submitting. A save over someone else's (412 on If-Match) changes
// nothing: the notice shows what they changed and loads it on request.
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { ConflictNotice, type ConflictView } from '@/components/form-fields/conflict-notice';
import { FormFooter, TextField } from '@/components/form-fields/form-fields';
import { bookingStatus } from '@/contract/bookings';
import { updateBookingAction } from '@/lib/bookings/actions/update-booking-action';
import { editBookingForm, translateContractMessage, type EditBookingFormInput, type EditBookingFormOutput } from '@/lib/bookings/create-booking-schema';
import type { EditableBooking } from './editable-booking';
import { phoneCountryValue } from './phone-countries';
import { BookingClientFields, clientFieldNames, CodeValidityField, placeFieldErrors, useBookingField } from './booking-form-fields';


export interface EditBookingFormProps {
  booking: EditableBooking;
  /** For a booking without a country (the create form's default). */
  defaultCountry: string;
  /** CI rules of the user (lib/bookings/permissions.ts ciRules). */
  ci: { required: boolean; verify: boolean };
  onDone: () => void;
}

/** The code's validity can change only before drop-off (backend update-booking.ts). */
const validityEditable = (booking: EditableBooking) => booking.status.id === bookingStatus.booked;

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
    // After drop-off the field is not shown and not sent (the backend would refuse a change).
    code_validity_hours: validityEditable(booking) ? String(booking.code_validity_hours) : undefined,
  };
}

const fieldNames: readonly string[] = [...clientFieldNames, 'notes', 'code_validity_hours'];

export function EditBookingForm({ booking: initial, defaultCountry, ci, onDone }: EditBookingFormProps) {
  const t = useTranslations('bookings');
  const tl = useTranslations('lists');
  /** The booking as the form was (re)loaded: its version goes with the save (If-Match). */
  const [booking, setBooking] = useState(initial);
  const [formError, setFormError] = useState<string>();
  const [conflict, setConflict] = useState<EditableBooking | 'deleted'>();
  const form = useForm<EditBookingFormInput, unknown, EditBookingFormOutput>({
    resolver: zodResolver(editBookingForm),
    defaultValues: formValues(initial, defaultCountry),
  });
  const field = useBookingField(form, 'edit-booking');
  const submitting = form.formState.isSubmitting;
  const showValidity = validityEditable(booking);

  async function submit(values: EditBookingFormOutput) {
    setFormError(undefined);
    setConflict(undefined);
    const result = await updateBookingAction(booking.id, values, booking.version);
    if (result.ok) {
      toast.success(result.message);
      onDone();
      return;
    }
    if (result.conflict) {
      setConflict((result.conflict.current as EditableBooking | null) ?? 'deleted');
      return;
    }
    if (!placeFieldErrors(form, result.fieldErrors, fieldNames)) {
      const message = translateContractMessage(result.message, t);
      setFormError(message);
      toast.error(message ?? result.message);
    }
  }

  /** The other person's values where they differ from what this form was loaded with. */
  function conflictView(): ConflictView | undefined {
    if (!conflict) return undefined;
    if (conflict === 'deleted') return { deleted: true, changes: [], reload: () => {} };
    const theirs = formValues(conflict, defaultCountry);
    const mine = formValues(booking, defaultCountry);
    const shown = (value: unknown) => (value === '' || value == null ? tl('conflict.empty') : String(value));
    const compared: [string, unknown, unknown][] = [
      [t('fields.description'), theirs.client.description, mine.client.description],
      [t('fields.email'), theirs.client.email, mine.client.email],
      [t('fields.document'), theirs.client.document, mine.client.document],
      [t('fields.phone_country'), theirs.client.phone_country, mine.client.phone_country],
      [t('fields.phone_number'), theirs.client.phone_number, mine.client.phone_number],
      [t('fields.notes'), theirs.notes, mine.notes],
      [t('fields.code_validity_hours'), conflict.code_validity_hours, booking.code_validity_hours],
    ];
    const changes = compared.filter(([, a, b]) => String(a ?? '') !== String(b ?? '')).map(([label, value]) => ({ label, value: shown(value) }));
    const reload = () => {
      form.reset(theirs);
      setBooking(conflict);
      setConflict(undefined);
    };
    return { deleted: false, changes, reload };
  }

  const notice = conflictView();
  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <BookingClientFields form={form} field={field} ciRequired={ci.required} ciVerify={ci.verify} />
      {showValidity && (
        <CodeValidityField {...field('code_validity_hours', t('fields.code_validity_hours'))} hint={t('edit.validityHint')} />
      )}
      <div className="sm:col-span-2">
        <TextField {...field('notes', t('fields.notes'))} multiline />
      </div>
      {notice && (
        <div className="sm:col-span-2">
          <ConflictNotice conflict={notice} />
        </div>
      )}
      <FormFooter
        className="sm:col-span-2"
        formError={formError}
        submitting={submitting}
        submitLabel={t('edit.submit')}
        submittingLabel={t('edit.submitting')}
      />
    </form>
  );
}
