'use client';
// The create-booking page's form: server-rendered, posting to a server action, so it works before (and without) any
// JavaScript; once this component's small chunk has loaded, React submits it without a page load and keeps the
// values. The server answers with the values typed and the errors in the user's language, shown on their fields.
// Texts come as props (docs/decisions/0017-no-client-i18n-runtime.md). Each size says how many doors the chosen
// locker has free, as read when the page rendered; with this code loaded a size with none is refused beside it
// before anything is sent (without it, and for a door taken since, the server refuses it on the same field).
import Link from 'next/link';
import { useActionState, useState, type FormEvent } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { CheckboxField, SelectField, TextField, type FieldProps } from '@/components/form-fields/form-fields';
import { submitBookingFormAction } from '@/lib/bookings/actions/submit-booking-form-action';
import type { BookingFormState, BookingFormValues } from '@/lib/bookings/booking-form-state';
import type { BookingFormFeatures } from '@/lib/bookings/permissions';
import { codeValidityHours } from '@/contract/bookings';

export interface NewBookingFormProps {
  initial: BookingFormState;
  locations: { id: number; description: string }[];
  /**
   * Each size with its cost in the label ("Chica · 122 créditos") and, when the free doors could be read, per locker
   * id the label with the count and the count itself.
   */
  sizes: { id: number; label: string; atLocker?: Record<number, { label: string; free: number }> }[];
  countries: { code: string; label: string }[];
  defaultCountry: string;
  features: BookingFormFeatures;
  labels: Record<'description' | 'email' | 'document' | 'phone_country' | 'phone_number' | 'location' | 'size' | 'code_validity_hours' | 'whatsapp' | 'notes' | 'fenicio' | 'districad' | 'pre_booking' | 'chooseLocker' | 'chooseSize' | 'submit' | 'submitting' | 'cancel' | 'recharge' | 'noFreeDoor', string> & { preBookingHint: string };
  rechargeHref: string;
}

export function NewBookingForm({ initial, locations, sizes, countries, defaultCountry, features, labels, rechargeHref }: NewBookingFormProps) {
  const [state, formAction, pending] = useActionState(submitBookingFormAction, initial);
  const values: BookingFormValues = state.values ?? {};
  const text = (name: string, fallback = '') => (typeof values[name] === 'string' ? (values[name] as string) : fallback);
  const field = (name: string, label: string, fallback?: string): FieldProps => ({
    id: `booking-${name.replace('.', '-')}`,
    label,
    error: state.fieldErrors?.[name],
    registration: { name, defaultValue: text(name, fallback) },
  });
  const checkbox = (name: string, label: string): FieldProps => ({ id: `booking-${name}`, label, registration: { name, defaultChecked: values[name] === true } });
  const formError = state.message && !Object.keys(state.fieldErrors ?? {}).length ? state.message : undefined;
  // The locker and size chosen since the last answer (which re-mounts the fields with the values it read back).
  const answered = { state, location: text('location_id', locations.length === 1 ? String(locations[0]!.id) : ''), size: text('size_id') };
  const [picked, setPicked] = useState(answered);
  const choice = picked.state === state ? picked : answered;
  const atLocker = (size: NewBookingFormProps['sizes'][number]) => size.atLocker?.[Number(choice.location)];
  const chosenSize = sizes.find((size) => String(size.id) === choice.size);
  const full = chosenSize !== undefined && atLocker(chosenSize)?.free === 0;
  function pick(event: FormEvent<HTMLFormElement>) {
    const { name, value } = event.target as HTMLSelectElement;
    if (name === 'location_id') setPicked({ ...choice, location: value });
    if (name === 'size_id') setPicked({ ...choice, size: value });
  }
  function refuseFullSize(event: FormEvent<HTMLFormElement>) {
    if (!full) return;
    event.preventDefault();
    event.currentTarget.querySelector<HTMLElement>('#booking-size_id')?.focus();
  }
  const sizeField = field('size_id', labels.size);
  // key: a new answer re-mounts the fields, so their defaults show the values the server read back.
  return (
    <form action={formAction} onChange={pick} onSubmit={refuseFullSize} key={JSON.stringify(state)} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <input type="hidden" name="idempotency_key" value={state.values?.idempotency_key} />
      {features.fenicio && (
        <div className="sm:col-span-2">
          <TextField {...field('fenicio_order_id', labels.fenicio)} autoComplete="off" />
        </div>
      )}
      <div className="sm:col-span-2">
        <TextField {...field('client.description', labels.description)} required />
      </div>
      <TextField {...field('client.email', labels.email)} type="email" autoComplete="off" />
      <TextField {...field('client.document', labels.document)} inputMode="numeric" required={features.ciRequired} />
      <SelectField {...field('client.phone_country', labels.phone_country, defaultCountry)}>
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.label}
          </option>
        ))}
      </SelectField>
      <TextField {...field('client.phone_number', labels.phone_number)} type="tel" autoComplete="off" />
      <SelectField {...field('location_id', labels.location, locations.length === 1 ? String(locations[0]!.id) : '')} required>
        <option value="">{labels.chooseLocker}</option>
        {locations.map((l) => (
          <option key={l.id} value={l.id}>
            {l.description}
          </option>
        ))}
      </SelectField>
      <SelectField {...sizeField} error={sizeField.error ?? (full ? labels.noFreeDoor : undefined)} required>
        <option value="">{labels.chooseSize}</option>
        {sizes.map((s) => (
          <option key={s.id} value={s.id}>
            {atLocker(s)?.label ?? s.label}
          </option>
        ))}
      </SelectField>
      <TextField
        {...field('code_validity_hours', labels.code_validity_hours, String(codeValidityHours.default))}
        inputMode="numeric"
        type="number"
        min={codeValidityHours.min}
        max={codeValidityHours.max}
      />
      <div className="flex items-end pb-2">
        <CheckboxField {...checkbox('whatsapp', labels.whatsapp)} />
      </div>
      {features.districad && (
        <div className="sm:col-span-2">
          <CheckboxField {...checkbox('districad', labels.districad)} />
        </div>
      )}
      <div className="sm:col-span-2">
        <TextField {...field('notes', labels.notes)} multiline />
      </div>
      {features.preBooking && (
        <div className="sm:col-span-2">
          <CheckboxField {...checkbox('pre_booking', labels.pre_booking)} hint={labels.preBookingHint} />
        </div>
      )}
      {formError && (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-danger px-3 py-2 text-sm text-danger sm:col-span-2">
          <p className="whitespace-pre-line">{formError}</p>
          {state.needsCredits && (
            <a href={rechargeHref} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              {labels.recharge}
            </a>
          )}
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
        <Link href="/reservas" className={buttonClasses({ variant: 'secondary' })}>
          {labels.cancel}
        </Link>
        <Button type="submit" pending={pending}>
          {pending && <Spinner className="size-5 text-current" />}
          {pending ? labels.submitting : labels.submit}
        </Button>
      </div>
    </form>
  );
}
