'use client';
// Issues the booking's order number; the page re-renders with it (the action revalidates).
import { useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { issueOrderNumberAction } from '@/lib/bookings/actions/issue-order-number-action';
import { showOutcome } from '../../_components/show-outcome';

export function IssueOrderButton({ bookingId, label }: { bookingId: number; label: string }) {
  const [pending, startTransition] = useTransition();
  return (
    <Button
      variant="secondary"
      disabled={pending}
      onClick={() => startTransition(async () => showOutcome(await issueOrderNumberAction(bookingId)))}
    >
      {pending && <Spinner className="size-5 text-current" />}
      {label}
    </Button>
  );
}
