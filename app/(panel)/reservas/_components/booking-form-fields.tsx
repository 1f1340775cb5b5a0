'use client';
// The parts the create and edit booking forms share (each in its modal's chunk): fields bound to react-hook-form
// with their errors in the user's language (nested paths such as "client.email"), the recipient's fields with
// the CI's non-blocking warning (spec §5), and server field errors put on their fields.
import { useLocale, useTranslations } from 'next-intl';
import { useWatch, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ciCheckDigitValid, codeValidityHours } from '@/contract/bookings';
import { SelectField, TextField, type FieldProps } from '@/components/form-fields/form-fields';
import { translateContractMessage } from '@/lib/bookings/create-booking-schema';
import { phoneCountries } from './phone-countries';

/** The recipient's fields every booking form has. */
export interface ClientFieldValues extends FieldValues {
  client: { description: unknown; email?: unknown; document?: unknown; phone_number?: unknown; phone_country?: unknown };
}

/** `field(name, label)`: a field's props (id, translated error, disabled while submitting, registration). */
export function useBookingField<V extends FieldValues>(form: UseFormReturn<V, unknown, unknown>, prefix: string) {
  const t = useTranslations('bookings');
  const { formState, register } = form;
  const errorOf = (name: FieldPath<V>) => {
    let node: unknown = formState.errors;
    for (const part of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    return translateContractMessage((node as { message?: string } | undefined)?.message, t);
  };
  return (name: FieldPath<V>, label: string): FieldProps => ({
    id: `${prefix}-${name.replace('.', '-')}`,
    label,
    error: errorOf(name),
    disabled: formState.isSubmitting,
    registration: register(name),
  });
}

/** Puts a server action's field errors ("client.email") on the form's fields; false when none belongs to one. */
export function placeFieldErrors<V extends FieldValues>(form: UseFormReturn<V, unknown, unknown>, fieldErrors: Record<string, string> | undefined, names: readonly string[]): boolean {
  let placed = false;
  for (const [name, text] of Object.entries(fieldErrors ?? {})) {
    if (names.includes(name)) {
      form.setError(name as FieldPath<V>, { message: text });
      placed = true;
    }
  }
  return placed;
}

/** The pickup code's validity in hours (1–336, spec §9), as both forms ask for it. */
export function CodeValidityField(props: FieldProps) {
  return <TextField {...props} inputMode="numeric" type="number" min={codeValidityHours.min} max={codeValidityHours.max} />;
}

export const clientFieldNames = ['client.description', 'client.email', 'client.document', 'client.phone_number', 'client.phone_country'] as const;

interface ClientFieldsProps<V extends ClientFieldValues> {
  form: UseFormReturn<V, unknown, unknown>;
  field: (name: FieldPath<V>, label: string) => FieldProps;
  /** needs_id: the CI is required (lib/bookings/permissions.ts ciRules). */
  ciRequired: boolean;
  /** verificacion_cedula: warn (never block) about a CI whose check digit fails. */
  ciVerify: boolean;
  descriptionHint?: string;
}

/** Reference, email, CI, country and mobile, in a two-column grid's cells. */
export function BookingClientFields<V extends ClientFieldValues>({ form, field, ciRequired, ciVerify, descriptionHint }: ClientFieldsProps<V>) {
  const t = useTranslations('bookings');
  const locale = useLocale();
  const regionNames = new Intl.DisplayNames([locale.startsWith('en') ? 'en' : 'es'], { type: 'region' });
  const name = (path: (typeof clientFieldNames)[number]) => path as FieldPath<V>;
  const document = String(useWatch({ control: form.control, name: name('client.document') }) ?? '').trim();
  const ciWarning = ciVerify && document !== '' && !ciCheckDigitValid(document);
  const country = String(useWatch({ control: form.control, name: name('client.phone_country') }) ?? '');
  const unlistedCountry = country !== '' && !phoneCountries.some(([code]) => code === country);
  return (
    <>
      <div className="sm:col-span-2">
        <TextField {...field(name('client.description'), t('fields.description'))} required hint={descriptionHint} />
      </div>
      <TextField {...field(name('client.email'), t('fields.email'))} type="email" autoComplete="off" />
      <TextField
        {...field(name('client.document'), t('fields.document'))}
        inputMode="numeric"
        required={ciRequired}
        warning={ciWarning ? t('messages.ciWarning') : undefined}
      />
      <SelectField {...field(name('client.phone_country'), t('fields.phone_country'))}>
        {unlistedCountry && <option value={country}>{country}</option>}
        {phoneCountries.map(([code, prefix]) => (
          <option key={code} value={code}>
            {`${regionNames.of(code) ?? code} (${prefix})`}
          </option>
        ))}
      </SelectField>
      <TextField {...field(name('client.phone_number'), t('fields.phone_number'))} type="tel" autoComplete="off" />
    </>
  );
}
