'use client';
// The sandbox "card": approve, reject or leave the payment pending, then the return page, which reads the outcome
// from the server again. One form whose buttons post their outcome, so a tap before the page's script has arrived
// (or without it) resolves the payment too; with the script, every button waits while one runs and a failed
// request says so above them.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useActionStateSafely } from '@/lib/actions/call-action';
import type { FormState } from '@/lib/actions/form-state';
import { resolveSandboxPaymentAction } from '@/lib/payments/actions/resolve-sandbox-payment-action';

type Outcome = 'approved' | 'rejected' | 'pending';

const looks = { approved: 'primary', rejected: 'danger', pending: 'secondary' } as const;

/** `labels.failed`: the message of a request that failed (errors.unexpected). */
export function SandboxButtons({ reference, labels }: { reference: string; labels: Record<Outcome | 'failed', string> }) {
  const [state, formAction, pending] = useActionStateSafely<FormState>(resolveSandboxPaymentAction, {}, () => ({ message: labels.failed }));
  const [chosen, setChosen] = useState<Outcome | null>(null);
  return (
    <form action={formAction} aria-busy={pending}>
      <input type="hidden" name="reference" value={reference} />
      {state.message && (
        <p role="alert" className="mb-3 text-sm font-medium text-danger">
          {state.message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {(Object.keys(looks) as Outcome[]).map((outcome) => (
          <Button
            key={outcome}
            type="submit"
            name="outcome"
            value={outcome}
            variant={looks[outcome]}
            pending={pending}
            onClick={() => setChosen(outcome)}
          >
            {pending && chosen === outcome && <Spinner className="size-5 text-current" />}
            {labels[outcome]}
          </Button>
        ))}
      </div>
    </form>
  );
}
