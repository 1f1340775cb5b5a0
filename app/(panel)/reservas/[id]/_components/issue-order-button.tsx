'use client';
// Issues the booking's order number; the page re-renders with it (the action revalidates).
import { useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { callAction } from '@/lib/actions/call-action';
import { issueOrderNumberAction } from '@/lib/bookings/actions/issue-order-number-action';
import { showOutcome } from '@/components/ui/show-outcome';

/** `failed`: the message of a request that failed (errors.unexpected). */
export function IssueOrderButton({ bookingId, label, failed }: { bookingId: number; label: string; failed: string }) {
  const [pending, startTransition] = useTransition();
  return (
    <Button
      variant="secondary"
      pending={pending}
      onClick={() => startTransition(async () => showOutcome(await callAction(() => issueOrderNumberAction(bookingId), failed)))}
    >
      {pending && <Spinner className="size-5 text-current" />}
      {label}
    </Button>
  );
}
