'use client';
// While a payment is pending, asks the server every few seconds (GET /payments/{reference} through an action)
// and refreshes the page once it is approved or rejected. Stops after a while; a reload starts it again.
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { getPaymentStatusAction } from '@/lib/payments/actions/get-payment-status-action';

const INTERVAL_MS = 3000;
const MAX_POLLS = 200;

export function PaymentStatusPoll({ reference, label }: { reference: string; label: string }) {
  const router = useRouter();
  useEffect(() => {
    let polls = 0;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      polls += 1;
      const status = await getPaymentStatusAction(reference).catch(() => 'pending' as const);
      if (stopped) return;
      if (status !== 'pending') {
        router.refresh();
        return;
      }
      if (polls < MAX_POLLS) timer = setTimeout(poll, INTERVAL_MS);
    };
    timer = setTimeout(poll, INTERVAL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [reference, router]);
  return (
    <p role="status" className="mt-4 flex items-center justify-center gap-2 text-sm text-fg-muted">
      <span aria-hidden className="size-2 animate-pulse rounded-full bg-primary" />
      {label}
    </p>
  );
}
