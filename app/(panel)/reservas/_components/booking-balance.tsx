// The balance and what each size costs, shown before a booking is created (the create page and the create modal),
// and, when the balance covers no booking, that news first with the way to recharge. Texts come translated.
import { buttonClasses } from '@/components/ui/button';
import { rechargeHref } from '@/lib/billing/list-definitions';

export interface BookingBalanceProps {
  balance: string;
  costs: string;
  /** Set when the balance covers no booking. */
  notEnough?: string;
  rechargeLabel: string;
}

export function BookingBalance({ balance, costs, notEnough, rechargeLabel }: BookingBalanceProps) {
  return (
    <div>
      <p className="font-semibold text-fg tabular-nums" data-testid="booking-balance">
        {balance}
      </p>
      <p className="mt-1 text-sm text-fg-muted">{costs}</p>
      {notEnough && (
        <div role="alert" className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-md border border-danger px-3 py-2 text-sm text-danger">
          <p>{notEnough}</p>
          <a href={rechargeHref} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            {rechargeLabel}
          </a>
        </div>
      )}
    </div>
  );
}

/** The sizes whose cost is known (GET /prices), and whether `balance` pays for the cheapest. */
export function sizeCosts(sizes: { id: number; name: string; credits?: number }[], balance: number) {
  const costed = sizes.flatMap(({ credits, ...s }) => (credits === undefined ? [] : [{ ...s, credits }]));
  return { costed, short: costed.length > 0 && balance < Math.min(...costed.map((s) => s.credits)) };
}
