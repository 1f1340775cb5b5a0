'use client';
// Extend (days): at least 5 (docs/domain/validation.md "No puede ser menor a 5 días"), checked here for speed and again by the
// server action with the contract's schema. It opens with the minimum, so the new deadline shows at once. What is
// typed is checked as it is typed, with the submit's own texts, so "3" says why it gives no date; an emptied field
// waits for the submit (it is mostly on the way to another number). A refusal stays in the dialog: on the field when
// it is about the days, in the footer beside the button otherwise. While the days typed are valid, the dialog says
// where the pickup deadline will land (extended-expiry-note.tsx), and the toast repeats the date the server set.
import { useState, useTransition, type FormEvent } from 'react';
import { DialogFooter } from '@/components/form-dialog/dialog-footer';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { maxExtendDays, minExtendDays } from '@/common/booking-extension';
import { callAction } from '@/lib/actions/call-action';
import { extendBookingAction } from '@/lib/bookings/actions/extend-booking-action';
import type { BookingActionLabels } from './booking-actions';
import { fillId } from './booking-action-looks';
import { ExtendedExpiryNote } from './extended-expiry-note';
import { showOutcome } from '@/components/ui/show-outcome';

interface ExtendBookingDialogProps {
  bookingId: number;
  /** The current pickup deadline (ISO); without it no new one is shown. */
  expiresAt?: string | null;
  labels: BookingActionLabels;
  onClose: () => void;
}

export function ExtendBookingDialog({ bookingId, expiresAt, labels, onClose }: ExtendBookingDialogProps) {
  const [days, setDays] = useState(String(minExtendDays));
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [pending, startTransition] = useTransition();
  const problem = (raw: string) =>
    !raw ? labels.required : !/^\d+$/.test(raw) ? labels.wholeNumber : Number(raw) < minExtendDays ? labels.extendMin : Number(raw) > maxExtendDays ? labels.extendMax : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const raw = days.trim();
    const refused = problem(raw);
    if (refused) return setError(refused);
    setError(undefined);
    setFormError(undefined);
    startTransition(async () => {
      const result = await callAction(() => extendBookingAction(bookingId, Number(raw)), labels.failed);
      if (!result.ok) return result.fieldErrors?.days ? setError(result.fieldErrors.days) : setFormError(result.message);
      showOutcome(result);
      onClose();
    });
  }

  function change(value: string) {
    setDays(value);
    setError(value.trim() ? problem(value.trim()) : undefined);
  }

  return (
    <FormDialog open onOpenChange={(open) => !open && !pending && onClose()} title={fillId(labels.extendTitle, bookingId)} closeLabel={labels.close} cancelLabel={labels.cancel} className="max-w-sm">
      <form onSubmit={submit} noValidate>
        <Label htmlFor="extend-days">{labels.extendDays}</Label>
        <Input
          id="extend-days"
          name="days"
          inputMode="numeric"
          value={days}
          onChange={(event) => change(event.target.value)}
          invalid={Boolean(error)}
          aria-describedby={error ? 'extend-days-error' : 'extend-days-hint extend-days-expiry'}
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
        <ExtendedExpiryNote id="extend-days-expiry" expiresAt={expiresAt} days={error || problem(days.trim()) ? undefined : Number(days.trim())} template={labels.extendNewExpiry} locale={labels.locale} />
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
