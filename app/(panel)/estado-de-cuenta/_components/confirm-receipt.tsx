'use client';
// Confirms one pending transfer receipt: a small form in a popover with the credits to grant (suggested: the
// amount without VAT). Only the service operator may, and at most once (both checked by the server); the outcome is a toast, and
// the page (balance, statement, pending list) refreshes from the action's revalidation.
import { useState, useTransition, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { callAction } from '@/lib/actions/call-action';
import { confirmReceiptAction } from '@/lib/billing/actions/confirm-receipt-action';

export interface ConfirmReceiptLabels {
  confirm: string;
  confirmLabel: string;
  credits: string;
  submit: string;
  suggested: string;
  /** A request that failed (errors.unexpected). */
  failed: string;
}

export function ConfirmReceipt({ receiptId, suggestedCredits, labels }: { receiptId: number; suggestedCredits: number; labels: ConfirmReceiptLabels }) {
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const inputId = `confirm-credits-${receiptId}`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const credits = Number(new FormData(event.currentTarget).get('credits'));
    startTransition(async () => {
      const result = await callAction(() => confirmReceiptAction(receiptId, credits), labels.failed);
      if (result.ok) {
        setOpen(false);
        toast.success(result.message);
      } else toast.error(result.message);
    });
  }

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button size="sm" variant="secondary" aria-label={labels.confirmLabel} disabled={pending}>
          {labels.confirm}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-64 p-4">
        <form onSubmit={submit} className="space-y-3">
          <div>
            <Label htmlFor={inputId}>{labels.credits}</Label>
            <Input id={inputId} name="credits" type="number" min={1} step={1} required defaultValue={suggestedCredits} readOnly={pending} aria-describedby={`${inputId}-hint`} />
            <p id={`${inputId}-hint`} className="mt-1.5 text-xs text-fg-muted">
              {labels.suggested}
            </p>
          </div>
          <Button type="submit" size="sm" pending={pending} className="w-full">
            {pending && <Spinner className="size-4 text-current" />}
            {labels.submit}
          </Button>
        </form>
      </PopoverContent>
    </Popover>
  );
}
