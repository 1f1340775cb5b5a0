'use client';
// The create form (in the create modal's chunk, create-booking-dialog.tsx). Same schema as the server (contract), server
// field errors land on their fields, everything is disabled while submitting. "Prueba" never reaches the
// server: it becomes the tab's test booking (lib/bookings/test-booking.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { bookingCredits, ciCheckDigitValid, codeValidityHours } from '@/contract/bookings';
import { createBookingAction } from '@/lib/bookings/actions/create-booking-action';
import { findFenicioOrderAction } from '@/lib/bookings/actions/find-fenicio-order-action';
import type { BookingFormFeatures } from '@/lib/bookings/permissions';
import { contractMessageKeys, createBookingForm, type CreateBookingFormInput, type CreateBookingFormOutput } from '@/lib/bookings/create-booking-schema';
import { addTestBooking, isTestBooking } from '@/lib/bookings/test-booking';
import { CheckboxField, SelectField, TextField, type FieldProps } from '@/components/form-fields/form-fields';

export interface CreateBookingFormProps {
  locations: { id: number; description: string; address: string | null }[];
  sizes: { id: number; name: string }[];
  /** Name of status 2 (Reserva) for the test booking, from GET /status. */
  bookedStatusName: string;
  defaultCountry: string;
  /** Integration fields and CI rules of the user (lib/bookings/permissions.ts bookingFormFeatures). */
  features: BookingFormFeatures;
  onDone: () => void;
}

/** Dialling prefixes offered with the phone; the region names come from Intl in the user's language. */
const countries = [['UY', '+598'], ['AR', '+54'], ['BR', '+55'], ['PY', '+595'], ['CL', '+56'], ['US', '+1'], ['ES', '+34']] as const;

export function CreateBookingForm({ locations, sizes, bookedStatusName, defaultCountry, features, onDone }: CreateBookingFormProps) {
  const t = useTranslations('bookings');
  const locale = useLocale();
  const [formError, setFormError] = useState<string>();
  const form = useForm<CreateBookingFormInput, unknown, CreateBookingFormOutput>({
    resolver: zodResolver(createBookingForm),
    defaultValues: {
      client: { description: '', email: '', document: '', phone_number: '', phone_country: defaultCountry },
      location_id: locations.length === 1 ? String(locations[0]!.id) : '',
      size_id: '',
      code_validity_hours: String(codeValidityHours.default),
      whatsapp: false,
      notes: '',
      fenicio_order_id: '',
      districad: false,
      pre_booking: false,
    },
  });
  const { register, handleSubmit, formState, control, setError, setValue, getValues } = form;
  const [lookingUp, setLookingUp] = useState(false);
  const submitting = formState.isSubmitting;
  const regionNames = new Intl.DisplayNames([locale.startsWith('en') ? 'en' : 'es'], { type: 'region' });

  const message = (text: string | undefined) => (text && contractMessageKeys[text] ? t(`messages.${contractMessageKeys[text]}`) : text);
  const errorOf = (name: FieldPath<CreateBookingFormInput>) => {
    const parts = name.split('.');
    let node: unknown = formState.errors;
    for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part];
    return message((node as { message?: string } | undefined)?.message);
  };
  const field = (name: FieldPath<CreateBookingFormInput>, label: string): FieldProps => ({
    id: `booking-${name.replace('.', '-')}`,
    label,
    error: errorOf(name),
    disabled: submitting,
    registration: register(name),
  });

  const document = String(useWatch({ control, name: 'client.document' }) ?? '').trim();
  const ciWarning = features.ciVerify && document !== '' && !ciCheckDigitValid(document);

  /** Spec §7 GET /booking/fenicio/{id}: fills the client fields from the shop's order. */
  async function lookUpFenicioOrder() {
    const orderId = String(getValues('fenicio_order_id') ?? '').trim();
    if (!orderId) return setError('fenicio_order_id', { message: t('messages.required') });
    setLookingUp(true);
    const result = await findFenicioOrderAction(orderId);
    setLookingUp(false);
    if (!result.ok || !result.data) return setError('fenicio_order_id', { message: result.message });
    const order = result.data;
    const { client } = order;
    setValue('client.description', client.description, { shouldValidate: true });
    setValue('client.email', client.email ?? '');
    setValue('client.document', client.document ?? '');
    setValue('client.phone_number', client.phone_number ?? '');
    toast.success(t('form.fenicio.found', { order: order.order_id }));
  }
  const sizeId = Number(useWatch({ control, name: 'size_id' }));
  const credits = sizeId ? bookingCredits(sizeId) : undefined;

  async function submit(values: CreateBookingFormOutput) {
    setFormError(undefined);
    if (isTestBooking(values.client.description)) {
      const location = locations.find((l) => l.id === values.location_id) ?? { id: values.location_id, description: '', address: null };
      addTestBooking({
        location,
        statusName: bookedStatusName,
        sizeName: sizes.find((s) => s.id === 1)?.name ?? t('sizes.1'),
        client: {
          description: values.client.description,
          email: values.client.email ?? null,
          document: values.client.document ?? null,
          phone_number: values.client.phone_number ?? null,
          phone_country: values.client.phone_country ?? null,
        },
        notes: values.notes ?? null,
        whatsapp: values.whatsapp,
        codeValidityHours: values.code_validity_hours,
      });
      toast.success(t('messages.testCreated'));
      onDone();
      return;
    }
    const result = await createBookingAction(values);
    if (result.ok) {
      toast.success(result.message);
      onDone();
      return;
    }
    let placed = false;
    for (const [name, text] of Object.entries(result.fieldErrors ?? {})) {
      if (name in flatDefaults) {
        setError(name as FieldPath<CreateBookingFormInput>, { message: text });
        placed = true;
      }
    }
    if (!placed) {
      setFormError(result.message);
      toast.error(result.message);
    }
  }

  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {features.fenicio && (
        <div className="flex items-end gap-2 sm:col-span-2">
          <div className="grow">
            <TextField {...field('fenicio_order_id', t('form.fenicio.order'))} autoComplete="off" />
          </div>
          <Button type="button" variant="secondary" onClick={lookUpFenicioOrder} disabled={submitting || lookingUp} className="mb-0.5">
            {lookingUp && <Spinner className="size-5 text-current" />}
            {lookingUp ? t('form.fenicio.looking') : t('form.fenicio.lookup')}
          </Button>
        </div>
      )}
      <div className="sm:col-span-2">
        <TextField {...field('client.description', t('fields.description'))} required hint={t('form.testHint')} />
      </div>
      <TextField {...field('client.email', t('fields.email'))} type="email" autoComplete="off" />
      <TextField
        {...field('client.document', t('fields.document'))}
        inputMode="numeric"
        required={features.ciRequired}
        warning={ciWarning ? t('messages.ciWarning') : undefined}
      />
      <SelectField {...field('client.phone_country', t('fields.phone_country'))}>
        {countries.map(([code, prefix]) => (
          <option key={code} value={code}>
            {`${regionNames.of(code) ?? code} (${prefix})`}
          </option>
        ))}
      </SelectField>
      <TextField {...field('client.phone_number', t('fields.phone_number'))} type="tel" autoComplete="off" />
      <SelectField {...field('location_id', t('fields.location'))} required>
        <option value="">{t('form.chooseLocker')}</option>
        {locations.map((location) => (
          <option key={location.id} value={location.id}>
            {location.description}
          </option>
        ))}
      </SelectField>
      <SelectField {...field('size_id', t('fields.size'))} required hint={credits ? t('form.credits', { credits }) : undefined}>
        <option value="">{t('form.chooseSize')}</option>
        {sizes.map((size) => (
          <option key={size.id} value={size.id}>
            {size.name}
          </option>
        ))}
      </SelectField>
      <TextField
        {...field('code_validity_hours', t('fields.code_validity_hours'))}
        inputMode="numeric"
        type="number"
        min={codeValidityHours.min}
        max={codeValidityHours.max}
      />
      <div className="flex items-end pb-2">
        <CheckboxField {...field('whatsapp', t('fields.whatsapp'))} />
      </div>
      {features.districad && (
        <div className="sm:col-span-2">
          <CheckboxField {...field('districad', t('form.districadFlag'))} />
        </div>
      )}
      <div className="sm:col-span-2">
        <TextField {...field('notes', t('fields.notes'))} multiline />
      </div>
      {features.preBooking && (
        <div className="sm:col-span-2">
          <CheckboxField {...field('pre_booking', t('fields.pre_booking'))} hint={t('form.preBookingHint')} />
        </div>
      )}
      {formError && (
        <p role="alert" className="rounded-md border border-danger px-3 py-2 text-sm whitespace-pre-line text-danger sm:col-span-2">
          {formError}
        </p>
      )}
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button type="submit" disabled={submitting}>
          {submitting && <Spinner className="size-5 text-current" />}
          {submitting ? t('form.submitting') : t('form.submit')}
        </Button>
      </div>
    </form>
  );
}

/** Field paths of the form, to tell a server error that belongs on a field from one that does not. */
const flatDefaults: Record<string, true> = Object.fromEntries(
  ['client.description', 'client.email', 'client.document', 'client.phone_number', 'client.phone_country', 'location_id', 'size_id', 'code_validity_hours', 'whatsapp', 'notes', 'fenicio_order_id', 'districad', 'pre_booking'].map((k) => [k, true]),
);
