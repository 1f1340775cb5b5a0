'use client';
// The sandbox "card": approve, reject or leave the payment pending, then go to the return page, which reads
// the outcome from the server again. All buttons are disabled while one runs, so one click resolves it once.
import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { callAction } from '@/lib/actions/call-action';
import { resolveSandboxPaymentAction } from '@/lib/payments/actions/resolve-sandbox-payment-action';

type Outcome = 'approved' | 'rejected' | 'pending';

/** `labels.failed`: the message of a request that failed (errors.unexpected). */
export function SandboxButtons({ reference, labels }: { reference: string; labels: Record<Outcome | 'failed', string> }) {
  const [pending, startTransition] = useTransition();
  const [chosen, setChosen] = useState<Outcome | null>(null);
  const resolve = (outcome: Outcome) => {
    setChosen(outcome);
    startTransition(async () => {
      const result = await callAction(() => resolveSandboxPaymentAction(reference, outcome), labels.failed);
      if (result.ok && result.data) window.location.assign(result.data.returnUrl);
      else {
        toast.error(result.message);
        setChosen(null);
      }
    });
  };
  const busy = pending || chosen !== null;
  const button = (outcome: Outcome, variant: 'primary' | 'danger' | 'secondary') => (
    <Button variant={variant} disabled={busy} onClick={() => resolve(outcome)}>
      {chosen === outcome && <Spinner className="size-5 text-current" />}
      {labels[outcome]}
    </Button>
  );
  return (
    <div className="flex flex-wrap gap-2">
      {button('approved', 'primary')}
      {button('rejected', 'danger')}
      {button('pending', 'secondary')}
    </div>
  );
}
