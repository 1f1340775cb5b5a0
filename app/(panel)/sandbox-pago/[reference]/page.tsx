// /sandbox-pago/{reference} – the built-in test provider's checkout, on our own host (signed-in owner only; the
// API answers 404 for anyone else's payment and whenever the sandbox is off). Plainly a TEST: nothing is
// charged. Approve, reject or leave pending; then the return page /sandbox/{result}?ref=… shows what the
// server recorded.
import { getFormat } from '@/lib/format/server';
import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import Link from 'next/link';
import { FlaskConical } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { Card } from '@/components/ui/card';
import { getSandboxPaymentOrThrow } from '@/lib/payments/queries';
import { SandboxButtons } from './_components/sandbox-buttons';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('payments.sandbox'))('title'), robots: { index: false } };
}

const resultPath = { approved: 'success', rejected: 'failure', pending: 'pending' } as const;

export default async function SandboxCheckoutPage({ params }: PageProps<'/sandbox-pago/[reference]'>) {
  const { reference } = await params;
  const payment = await getSandboxPaymentOrThrow(reference);
  const [t, ts, te, format] = await Promise.all([getTranslations('payments.sandbox'), getTranslations('payments.statuses'), getTranslations('errors'), getFormat()]);
  const resolvedAlready = payment.status !== 'pending';

  return (
    <div className="mx-auto max-w-lg">
      <div role="note" className="mb-4 flex items-start gap-3 rounded-lg border-2 border-dashed border-amber-700 bg-amber-50 px-4 py-3 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100">
        <Icon icon={FlaskConical} className="mt-0.5 size-5 shrink-0" />
        <p className="text-sm">
          <strong className="mr-1 rounded bg-amber-800 px-1.5 py-0.5 text-xs font-bold tracking-wide text-white dark:bg-amber-400 dark:text-amber-950">{t('badge')}</strong>
          {t('notice')}
        </p>
      </div>
      <Card>
        <h1 className="text-2xl font-semibold tracking-tight text-fg">{t('title')}</h1>
        <dl className="mt-4 grid grid-cols-2 gap-4">
          <div>
            <dt className="text-sm text-fg-muted">{t('amount')}</dt>
            <dd data-testid="sandbox-amount" className="text-2xl font-semibold tabular-nums text-fg">{format.money(payment.price_uyu)}</dd>
          </div>
          <div>
            <dt className="text-sm text-fg-muted">{t('credits')}</dt>
            <dd data-testid="sandbox-credits" className="text-2xl font-semibold tabular-nums text-fg">{format.count(payment.credits)}</dd>
          </div>
          <div className="col-span-2">
            <dt className="text-sm text-fg-muted">{t('reference')}</dt>
            <dd className="font-mono text-sm break-all text-fg">{payment.reference}</dd>
          </div>
          <div>
            <dt className="text-sm text-fg-muted">{t('status')}</dt>
            <dd className="text-fg">{ts(payment.status)}</dd>
          </div>
        </dl>
        <div className="mt-6">
          {resolvedAlready ? (
            <p className="text-sm text-fg-muted">
              {t('resolved')}{' '}
              <Link href={`/sandbox/${resultPath[payment.status]}?ref=${payment.reference}`} className="text-primary underline">
                {t('seeResult')}
              </Link>
            </p>
          ) : (
            <SandboxButtons reference={payment.reference} labels={{ approved: t('approve'), rejected: t('reject'), pending: t('leavePending'), failed: te('unexpected') }} />
          )}
        </div>
      </Card>
    </div>
  );
}
