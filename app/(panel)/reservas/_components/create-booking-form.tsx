'use client';
// The create form (in the create modal's chunk, create-booking-dialog.tsx). Same schema as the server (contract), server
// field errors land on their fields, everything is disabled while submitting; the recipient's fields are the
// edit form's too (booking-form-fields.tsx). "Prueba" never reaches the
// server: it becomes the tab's test booking (lib/bookings/test-booking.ts). Saving the same values again (after a
// lost reply) sends the same Idempotency-Key, so it never creates a second booking. Once a locker is chosen each size
// says how many of its doors are free (lib/bookings/free-doors.ts), and a size with none is refused beside it before
// anything is sent; the server still refuses one that filled up meanwhile, on the same field.
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { Button, buttonClasses } from '@/components/ui/button';
import { DialogFooter } from '@/components/form-dialog/dialog-footer';
import { clientLink } from '@/components/ui/client-link';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { codeValidityHours } from '@/contract/bookings';
import { requiredMessage } from '@/contract/fields';
import { useReportUnsaved } from '@/components/form-dialog/unsaved-changes';
import { callAction } from '@/lib/actions/call-action';
import { createBookingAction } from '@/lib/bookings/actions/create-booking-action';
import { useIdempotencyKey } from '@/lib/idempotency/use-idempotency-key';
import { findFenicioOrderAction } from '@/lib/bookings/actions/find-fenicio-order-action';
import type { BookingFormFeatures } from '@/lib/bookings/permissions';
import { createBookingForm, type CreateBookingFormInput, type CreateBookingFormOutput } from '@/lib/bookings/create-booking-schema';
import { addTestBooking, isTestBooking } from '@/lib/bookings/test-booking';
import { freeDoors, type DoorAvailability } from '@/lib/bookings/free-doors';
import { firstField } from '@/components/form-dialog/focus-first-field';
import { placeFieldErrors } from '@/components/form-fields/field-binding';
import { CheckboxField, SelectField, TextField } from '@/components/form-fields/form-fields';
import { formatter } from '@/lib/format/format';
import { BookingBalance, sizeCosts } from './booking-balance';
import { BookingClientFields, CodeValidityField, useBookingField, useClientFields } from './booking-form-fields';
import type { CreatedBooking } from './created-booking-panel';

export interface CreateBookingFormProps {
  locations: { id: number; description: string; address: string | null }[];
  /** The door sizes with what a booking of each costs (GET /prices; absent for a size without a price). */
  sizes: { id: number; name: string; credits?: number }[];
  /** Name of status 2 (Reserva) for the test booking, from GET /status. */
  bookedStatusName: string;
  defaultCountry: string;
  /** Integration fields and CI rules of the user (lib/bookings/permissions.ts bookingFormFeatures). */
  features: BookingFormFeatures;
  /** The tenant's credits now: shown with each size's cost before the form is filled in. */
  balance: number;
  /** Free doors per locker and size; null while unknown (the sizes then show no counts). */
  availability: DoorAvailability | null;
  /** The booking was created (or the tab's test booking added): the modal shows it instead of the form. */
  onCreated: (created: CreatedBooking) => void;
  /** The server answered a create: the free doors may have changed. */
  onAnswered: () => void;
  /** A form that replaces another in the same modal ("Crear otra") takes focus itself; the first one gets it from the modal. */
  focusOnMount?: boolean;
}

export function CreateBookingForm(props: CreateBookingFormProps) {
  const { locations, sizes, bookedStatusName, defaultCountry, features, balance, availability, onCreated, onAnswered, focusOnMount } = props;
  const t = useTranslations('bookings');
  const format = formatter(useLocale());
  const creditValues = (count: number) => ({ count, credits: format.count(count) });
  const { costed, short } = sizeCosts(sizes, balance);
  const te = useTranslations('errors');
  const [formError, setFormError] = useState<{ message: string; needsCredits?: boolean }>();
  /** Also which server field errors have a field here. */
  const defaultValues: CreateBookingFormInput = {
    client: { description: '', email: '', document: '', phone_number: '', phone_country: defaultCountry },
    location_id: locations.length === 1 ? String(locations[0]!.id) : '',
    size_id: '',
    code_validity_hours: String(codeValidityHours.default),
    whatsapp: false,
    notes: '',
    fenicio_order_id: '',
    districad: false,
    pre_booking: false,
  };
  const form = useForm<CreateBookingFormInput, unknown, CreateBookingFormOutput>({ resolver: zodResolver(createBookingForm), defaultValues });
  const { handleSubmit, formState, control, setError, setValue, getValues } = form;
  const [lookingUp, setLookingUp] = useState(false);
  const submitting = formState.isSubmitting;
  useReportUnsaved(formState.isDirty);
  const field = useBookingField(form, 'booking');
  const idempotencyKeyFor = useIdempotencyKey();
  const clientFields = useClientFields(field);

  /** docs/domain/backend-calls.md GET /booking/fenicio/{id}: fills the client fields from the shop's order. */
  async function lookUpFenicioOrder() {
    const orderId = String(getValues('fenicio_order_id') ?? '').trim();
    if (!orderId) return setError('fenicio_order_id', { message: requiredMessage });
    setLookingUp(true);
    const result = await callAction(() => findFenicioOrderAction(orderId), te('unexpected'));
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
  const credits = sizes.find((size) => size.id === sizeId)?.credits;
  const locationId = Number(useWatch({ control, name: 'location_id' }));
  const full = freeDoors(availability, locationId, sizeId) === 0;
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusOnMount && formRef.current) firstField(formRef.current)?.focus();
  }, [focusOnMount]);

  async function submit(values: CreateBookingFormOutput) {
    setFormError(undefined);
    // Known to be full: said beside the size, where the choice is changed, without a round trip.
    if (full) {
      setError('size_id', { message: t('form.noFreeDoor') }, { shouldFocus: true });
      return;
    }
    const location = locations.find((l) => l.id === values.location_id) ?? { id: values.location_id, description: '', address: null };
    if (isTestBooking(values.client.description)) {
      const row = addTestBooking({
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
      onCreated({ id: null, code: row.insert_code, expiresAt: row.expiration_date, location: location.description, size: row.size.name, door: null });
      return;
    }
    const result = await callAction(() => createBookingAction(values, idempotencyKeyFor(values)), te('unexpected'));
    onAnswered();
    if (result.ok) {
      if (result.data) onCreated({ ...result.data, location: location.description, size: sizes.find((s) => s.id === values.size_id)?.name ?? '' });
      return;
    }
    // One message, in the footer beside the button just pressed, with what to do about it: a toast on top would
    // cover the form's own actions.
    if (!placeFieldErrors(form, result.fieldErrors, defaultValues)) setFormError({ message: result.message, needsCredits: result.needsCredits });
  }

  const sizeField = field('size_id', t('fields.size'));
  return (
    <form ref={formRef} onSubmit={handleSubmit(submit)} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <BookingBalance
          balance={t('form.balance', creditValues(balance))}
          costs={t('form.costs', { costs: costed.map((s) => t('form.sizeWithCost', { name: s.name, ...creditValues(s.credits) })).join(', ') })}
          notEnough={short ? t('form.notEnough') : undefined}
          rechargeLabel={t('form.recharge')}
        />
      </div>
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
      <BookingClientFields form={form} fields={clientFields} ciRequired={features.ciRequired} ciVerify={features.ciVerify} descriptionHint={t('form.testHint')} />
      <SelectField {...field('location_id', t('fields.location'))} required>
        <option value="">{t('form.chooseLocker')}</option>
        {locations.map((location) => (
          <option key={location.id} value={location.id}>
            {location.description}
          </option>
        ))}
      </SelectField>
      <SelectField
        {...sizeField}
        error={sizeField.error ?? (full ? t('form.noFreeDoor') : undefined)}
        required
        hint={credits ? t('form.credits', { credits }) : undefined}
      >
        <option value="">{t('form.chooseSize')}</option>
        {sizes.map((size) => {
          const free = freeDoors(availability, locationId, size.id);
          return (
            <option key={size.id} value={size.id}>
              {free === undefined ? size.name : t('form.freeDoors', { name: size.name, count: free })}
            </option>
          );
        })}
      </SelectField>
      <CodeValidityField {...field('code_validity_hours', t('fields.code_validity_hours'))} />
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
      <DialogFooter
        className="sm:col-span-2"
        notice={
          formError && (
            <FormAlert
              action={
                formError.needsCredits && (
                  // eslint-disable-next-line @next/next/no-html-link-for-pages -- clientLink() makes it a client navigation
                  <a href="/estado-de-cuenta?recargar=1" {...clientLink()} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
                    {t('form.recharge')}
                  </a>
                )
              }
            >
              {formError.message}
            </FormAlert>
          )
        }
      >
        <Button type="submit" pending={submitting}>
          {submitting && <Spinner className="size-5 text-current" />}
          {submitting ? t('form.submitting') : t('form.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
