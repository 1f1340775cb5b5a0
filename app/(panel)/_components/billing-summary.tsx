// The dashboard's billing card (docs/domain/screens.md: the dashboard also shows billing), for billing-show users: the credit
// balance, the statement's 5 latest movements and links to the statement and its recharge dialog. Server-rendered,
// no client code; the movements are a call of their own, so they stream in under Suspense and never hold back the
// counts. A failed call leaves the card without them (docs/domain/errors.md: billing list errors are silent).
import { getFormat } from '@/lib/format/server';
import { getTranslations } from '@/lib/i18n/server';
import Link from 'next/link';
import { Suspense } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { rechargeHref, statementList } from '@/lib/billing/list-definitions';
import { findRecentMovements } from '@/lib/billing/queries';

export async function BillingSummary({ credits }: { credits: number }) {
  // The balance reads as on the statement page, so it shares that page's texts.
  const [t, tBalance, format] = await Promise.all([getTranslations('dashboard.billing'), getTranslations('billing.balance'), getFormat()]);
  return (
    <Card aria-labelledby="dashboard-billing" role="region">
      <CardTitle id="dashboard-billing" className="mb-4">{t('title')}</CardTitle>
      <p className="text-sm text-fg-muted">{tBalance('title')}</p>
      <p data-testid="dashboard-balance" className="mb-4 text-2xl font-semibold tracking-tight text-fg tabular-nums">
        {tBalance('credits', { credits, shown: format.count(credits) })}
      </p>
      <h3 className="mb-1 text-sm font-medium text-fg">{t('recent')}</h3>
      <Suspense fallback={<p className="py-2 text-sm text-fg-muted">{t('loading')}</p>}>
        <RecentMovements />
      </Suspense>
      <p className="mt-4 flex flex-wrap gap-3">
        <Link href={statementList.path} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          {t('statement')}
        </Link>
        <Link href={rechargeHref} className={buttonClasses({ variant: 'primary', size: 'sm' })}>
          {t('recharge')}
        </Link>
      </p>
    </Card>
  );
}

async function RecentMovements() {
  const [movements, t, format] = await Promise.all([findRecentMovements(), getTranslations('dashboard.billing'), getFormat()]);
  if (movements === null) return <p className="py-2 text-sm text-fg-muted">{t('unavailable')}</p>;
  if (movements.length === 0) return <p className="py-2 text-sm text-fg-muted">{t('empty')}</p>;
  return (
    <ul className="divide-y divide-line text-sm">
      {movements.map((m) => (
        <li key={m.id} className="flex items-baseline justify-between gap-3 py-2">
          <div className="min-w-0">
            <p className="break-words text-fg">{m.description}</p>
            <p className="text-fg-muted">
              <time dateTime={m.created_at}>{format.dateTime(m.created_at)}</time>
            </p>
          </div>
          <div className="shrink-0 text-right tabular-nums">
            <p className={m.charge < 0 ? 'font-medium text-fg' : 'font-medium text-primary'}>{format.signedCount(m.charge)}</p>
            <p className="text-fg-muted">{t('balanceAfter', { credits: format.count(m.current_credits) })}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
