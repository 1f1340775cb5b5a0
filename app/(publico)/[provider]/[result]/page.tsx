// /{provider}/success | /failure | /pending – where a card payment provider sends the user back (docs/domain/screens.md).
// Nothing in the URL is trusted: the page shows the status the server holds for the signed-in owner's payment
// (GET /payments/{reference}), whatever the path says, and polls while it is pending. A forged or foreign
// reference shows "not found" and credits nothing. Signed out, it asks to sign in and comes back here.
import { getFormat } from '@/lib/format/server';
import type { Metadata } from 'next';
import { CheckCircle2, Clock, SearchX, XCircle } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { getTranslations } from '@/lib/i18n/server';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { SimpleLayout } from '@/components/layout/simple-layout';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { paymentProviders, paymentReturnPaths } from '@/contract/payments';
import { rechargeHref } from '@/lib/billing/list-definitions';
import { findOwnPayment } from '@/lib/payments/queries';
import { hasSessionToken } from '@/lib/session';
import { PaymentStatusPoll } from './_components/payment-status-poll';

type Search = Record<string, string | string[] | undefined>;

function isKnown(provider: string, result: string): boolean {
  return (paymentProviders as readonly string[]).includes(provider) && Object.values(paymentReturnPaths).includes(result as 'success');
}

/** Our reference: `ref` from the sandbox, `external_reference` from MercadoPago's back_urls. */
function referenceOf(search: Search): string {
  const value = search.ref ?? search.external_reference;
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

export async function generateMetadata({ params }: PageProps<'/[provider]/[result]'>): Promise<Metadata> {
  const { provider, result } = await params;
  // Here too: a browser gets the metadata streamed, and an empty answer would leave the 404 with the bare product name.
  if (!isKnown(provider, result)) notFound();
  return { title: (await getTranslations('payments.result.provider'))(provider as 'sandbox'), robots: { index: false } };
}

const icons = { approved: CheckCircle2, rejected: XCircle, pending: Clock, unknown: SearchX };
const tones = {
  approved: 'text-emerald-700 dark:text-emerald-300',
  rejected: 'text-danger',
  pending: 'text-amber-700 dark:text-amber-300',
  unknown: 'text-fg-muted',
};

export default async function PaymentResultPage({ params, searchParams }: PageProps<'/[provider]/[result]'>) {
  const [{ provider, result }, search] = await Promise.all([params, searchParams]);
  if (!isKnown(provider, result)) notFound();
  const reference = referenceOf(search);
  const t = await getTranslations('payments.result');

  if (!(await hasSessionToken())) {
    const here = `/${provider}/${result}${reference ? `?ref=${encodeURIComponent(reference)}` : ''}`;
    return (
      <SimpleLayout>
        <Card className="text-center">
          <h1 className="text-xl font-semibold text-fg">{t('signInTitle')}</h1>
          <p className="mt-2 text-fg-muted">{t('signInBody')}</p>
          <Link href={`/iniciar-sesion?next=${encodeURIComponent(here)}`} className={buttonClasses({ className: 'mt-6' })}>
            {t('signIn')}
          </Link>
        </Card>
      </SimpleLayout>
    );
  }

  const [payment, format] = await Promise.all([findOwnPayment(reference), getFormat()]);
  const state = payment?.status ?? 'unknown';
  const icon = icons[state];

  return (
    <SimpleLayout>
      <Card className="text-center">
        <Icon icon={icon} className={cn('mx-auto size-12', tones[state])} />
        <h1 className="mt-3 text-2xl font-semibold tracking-tight text-fg">{t(`titles.${state}`)}</h1>
        <p className="mt-2 text-fg-muted">{t(`bodies.${state}`, { credits: payment ? format.count(payment.credits) : 0 })}</p>
        {payment && (
          <dl className="mx-auto mt-6 grid max-w-xs grid-cols-2 gap-4 text-left">
            <div>
              <dt className="text-sm text-fg-muted">{t('amount')}</dt>
              <dd className="font-semibold tabular-nums text-fg">{format.money(payment.price_uyu)}</dd>
            </div>
            <div>
              <dt className="text-sm text-fg-muted">{t('credits')}</dt>
              <dd className="font-semibold tabular-nums text-fg">{format.count(payment.credits)}</dd>
            </div>
          </dl>
        )}
        {payment?.status === 'pending' && <PaymentStatusPoll reference={payment.reference} label={t('checking')} />}
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          {payment?.status === 'pending' && payment.provider === 'sandbox' && (
            <Link href={`/sandbox-pago/${payment.reference}`} className={buttonClasses({ variant: 'secondary' })}>
              {t('backToSandbox')}
            </Link>
          )}
          {payment?.status === 'rejected' && (
            <Link href={rechargeHref} className={buttonClasses({ variant: 'secondary' })}>
              {t('retry')}
            </Link>
          )}
          <Link href="/estado-de-cuenta" className={buttonClasses()}>
            {t('statement')}
          </Link>
        </div>
      </Card>
    </SimpleLayout>
  );
}
