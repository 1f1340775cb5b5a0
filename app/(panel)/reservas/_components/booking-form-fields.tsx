'use client';
// The parts the create and edit booking forms share (each in its modal's chunk): fields with their errors in the
// user's language, and the recipient's fields with the CI's non-blocking warning (docs/domain/validation.md).
import { useLocale, useTranslations } from 'next-intl';
import { useWatch, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { failsCiCheck } from '@/common/uruguayan-ci';
import { codeValidityHours } from '@/contract/bookings';
import { fieldBinder } from '@/components/form-fields/field-binding';
import { SelectField, TextField, type FieldProps } from '@/components/form-fields/form-fields';
import { useContractMessages } from '@/components/form-fields/use-contract-messages';
import { phoneCountries } from '@/common/phone-countries';

/** The recipient's fields every booking form has. */
export interface ClientFieldValues extends FieldValues {
  client: { description: unknown; email?: unknown; document?: unknown; phone_number?: unknown; phone_country?: unknown };
}

/** `field(name, label)` of a booking form: a field's props with its error in the user's language. */
export function useBookingField<V extends FieldValues>(form: UseFormReturn<V, unknown, unknown>, prefix: string) {
  return fieldBinder(form, prefix, useContractMessages());
}

/** The pickup code's validity in hours (1–336, docs/domain/limits.md), as both forms ask for it. */
export function CodeValidityField(props: FieldProps) {
  return <TextField {...props} inputMode="numeric" type="number" min={codeValidityHours.min} max={codeValidityHours.max} />;
}

const clientFields = ['description', 'email', 'document', 'phone_country', 'phone_number'] as const;

export type ClientFieldProps = Record<(typeof clientFields)[number], FieldProps>;

/**
 * The recipient's fields bound with the form's `field`, in the form's own render: that is where an edit form's
 * conflict view learns their labels (useDrawerForm).
 */
export function useClientFields(field: (name: `client.${(typeof clientFields)[number]}`, label: string) => FieldProps): ClientFieldProps {
  const t = useTranslations('bookings');
  return Object.fromEntries(clientFields.map((name) => [name, field(`client.${name}`, t(`fields.${name}`))])) as ClientFieldProps;
}

interface ClientFieldsProps<V extends ClientFieldValues> {
  form: UseFormReturn<V, unknown, unknown>;
  fields: ClientFieldProps;
  /** needs_id: the CI is required (lib/bookings/permissions.ts ciRules). */
  ciRequired: boolean;
  /** verificacion_cedula: warn (never block) about a CI whose check digit fails. */
  ciVerify: boolean;
  descriptionHint?: string;
}

/** Reference, email, CI, country and mobile, in a two-column grid's cells. */
export function BookingClientFields<V extends ClientFieldValues>({ form, fields, ciRequired, ciVerify, descriptionHint }: ClientFieldsProps<V>) {
  const t = useTranslations('bookings');
  const locale = useLocale();
  const regionNames = new Intl.DisplayNames([locale.startsWith('en') ? 'en' : 'es'], { type: 'region' });
  const document = String(useWatch({ control: form.control, name: 'client.document' as FieldPath<V> }) ?? '').trim();
  const ciWarning = ciVerify && failsCiCheck(document);
  const country = String(useWatch({ control: form.control, name: 'client.phone_country' as FieldPath<V> }) ?? '');
  const unlistedCountry = country !== '' && !phoneCountries.some(([code]) => code === country);
  return (
    <>
      <div className="sm:col-span-2">
        <TextField {...fields.description} required hint={descriptionHint} />
      </div>
      <TextField {...fields.email} type="email" autoComplete="off" />
      <TextField {...fields.document} inputMode="numeric" required={ciRequired} warning={ciWarning ? t('messages.ciWarning') : undefined} />
      <SelectField {...fields.phone_country}>
        {unlistedCountry && <option value={country}>{country}</option>}
        {phoneCountries.map(([code, prefix]) => (
          <option key={code} value={code}>
            {`${regionNames.of(code) ?? code} (${prefix})`}
          </option>
        ))}
      </SelectField>
      <TextField {...fields.phone_number} type="tel" autoComplete="off" />
    </>
  );
}
