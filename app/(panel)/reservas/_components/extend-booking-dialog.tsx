'use client';
// Extend (days): at least 5 (docs/domain/validation.md "No puede ser menor a 5 días"), checked here for speed and again by the
// server action with the contract's schema. A refusal stays in the dialog: on the field when it is about the days,
// in the footer beside the button otherwise.
import { useState, useTransition, type FormEvent } from 'react';
import { DialogFooter } from '@/components/form-dialog/dialog-footer';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { callAction } from '@/lib/actions/call-action';
import { extendBookingAction } from '@/lib/bookings/actions/extend-booking-action';
import type { BookingActionLabels } from './booking-actions';
import { fillId } from './booking-action-looks';
import { showOutcome } from '@/components/ui/show-outcome';

const MIN_DAYS = 5;

export function ExtendBookingDialog({ bookingId, labels, onClose }: { bookingId: number; labels: BookingActionLabels; onClose: () => void }) {
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [pending, startTransition] = useTransition();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const raw = String(new FormData(event.currentTarget).get('days') ?? '').trim();
    if (!raw) return setError(labels.required);
    if (!/^\d+$/.test(raw)) return setError(labels.wholeNumber);
    if (Number(raw) < MIN_DAYS) return setError(labels.extendMin);
    setError(undefined);
    setFormError(undefined);
    startTransition(async () => {
      const result = await callAction(() => extendBookingAction(bookingId, Number(raw)), labels.failed);
      if (!result.ok) return result.fieldErrors?.days ? setError(result.fieldErrors.days) : setFormError(result.message);
      showOutcome(result);
      onClose();
    });
  }

  return (
    <FormDialog open onOpenChange={(open) => !open && !pending && onClose()} title={fillId(labels.extendTitle, bookingId)} closeLabel={labels.close} cancelLabel={labels.cancel} className="max-w-sm">
      <form onSubmit={submit} noValidate>
        <Label htmlFor="extend-days">{labels.extendDays}</Label>
        <Input
          id="extend-days"
          name="days"
          inputMode="numeric"
          defaultValue={String(MIN_DAYS)}
          invalid={Boolean(error)}
          aria-describedby={error ? 'extend-days-error' : 'extend-days-hint'}
          readOnly={pending}
        />
        {error ? (
          <FieldError id="extend-days-error" role="alert">
            {error}
          </FieldError>
        ) : (
          <p id="extend-days-hint" className="mt-1.5 text-sm text-fg-muted">
            {labels.extendHint}
          </p>
        )}
        <DialogFooter disabled={pending} className="mt-6" notice={formError && <FormAlert>{formError}</FormAlert>}>
          <Button type="submit" pending={pending}>
            {pending && <Spinner className="size-5 text-current" />}
            {labels.actions.extend}
          </Button>
        </DialogFooter>
      </form>
    </FormDialog>
  );
}
