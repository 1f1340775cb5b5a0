// /comprobantes/{id}/imprimir – one locker card payment as a printable receipt: no navigation, black on white,
// narrow enough for 80 mm thermal paper (72 mm printable) and centred on A4. Same access as /comprobantes.
// Only an approved payment is a receipt: any other prints under a title that says it is worth nothing as one, with
// its amount as a plain line instead of the receipt's total.
import { getFormat } from '@/lib/format/server';
import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { PrintButton } from '@/components/print-button';
import { cn } from '@/components/ui/cn';
import { getPoslinkTransactionOrThrow } from '@/lib/billing/queries';
import { requireAccess } from '@/lib/session';
import { isReceipt, poslinkStatusName } from '@/lib/billing/poslink-status';

export async function generateMetadata({ params }: PageProps<'/comprobantes/[id]/imprimir'>): Promise<Metadata> {
  const [{ id }, t] = await Promise.all([params, getTranslations('billing.printout')]);
  // The tab's title is also the printed page's header.
  const { status } = await getPoslinkTransactionOrThrow(id);
  return { title: isReceipt(status) ? t('title', { id }) : t('notReceiptTitle', { id, status }), robots: { index: false } };
}

// Label and value share a line when both fit; otherwise the value goes under its label (a narrow ticket), so a
// value is never squeezed into breaking inside a word.
function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3 py-1">
      <dt className="text-neutral-600 print:text-black">{label}</dt>
      <dd className="ms-auto min-w-0 text-right font-medium break-words">{children}</dd>
    </div>
  );
}

export default async function PrintReceiptPage({ params }: PageProps<'/comprobantes/[id]/imprimir'>) {
  const me = await requireAccess('receipts');
  const transaction = await getPoslinkTransactionOrThrow((await params).id);
  const [t, tf, tp, format] = await Promise.all([getTranslations('billing.printout'), getTranslations('billing.poslink.fields'), getTranslations('billing.poslink'), getFormat()]);
  const receipt = isReceipt(transaction.status);

  return (
    <main id="main" className="min-h-dvh bg-canvas px-4 py-8 print:bg-white print:p-0">
      <style>{'@page { size: auto; margin: 4mm; } @media print { html, body { background: #fff !important; } }'}</style>
      <div className="mx-auto mb-4 flex max-w-sm items-center justify-between gap-2 print:hidden">
        <Link href="/comprobantes" className="text-sm text-primary underline">
          {t('back')}
        </Link>
        <PrintButton label={t('print')} />
      </div>
      <article className="mx-auto max-w-sm rounded-lg border border-neutral-300 bg-white p-6 font-mono text-sm text-black shadow-sm print:max-w-[72mm] print:rounded-none print:border-0 print:p-0 print:text-[9pt] print:shadow-none">
        <header className="border-b border-dashed border-neutral-400 pb-3 text-center">
          <p className="font-sans text-base font-bold">{me.provider.name}</p>
          <h1 className="mt-1 font-sans text-lg font-semibold">{receipt ? t('heading') : t('notReceiptHeading', { status: transaction.status })}</h1>
          <p className="text-neutral-600 print:text-black">{t('kind')}</p>
        </header>
        <dl className="border-b border-dashed border-neutral-400 py-3">
          <Line label={tf('id')}>#{transaction.id}</Line>
          <Line label={tf('transaction_date')}>
            <time dateTime={transaction.transaction_date} data-testid="receipt-date" className="whitespace-nowrap">
              {format.dateTime(transaction.transaction_date)}
            </time>
          </Line>
          <Line label={tf('booking_id')}>{transaction.booking_id ?? t('noBooking')}</Line>
          <Line label={tf('transaction_id')}>{transaction.transaction_id}</Line>
          <Line label={tf('authorization_code')}>{transaction.authorization_code}</Line>
          <Line label={tf('card_owner_name')}>{transaction.card_owner_name ?? '—'}</Line>
          <Line label={tf('status')}>{poslinkStatusName(transaction.status, tp.raw('statuses') as Record<string, string>)}</Line>
          {!receipt && <Line label={tf('total_amount')}>{format.money(transaction.total_amount)}</Line>}
        </dl>
        {receipt && (
          <div className="flex items-baseline justify-between gap-3 py-3 text-base font-bold">
            <span>{tf('total_amount')}</span>
            <span data-testid="receipt-total">{format.money(transaction.total_amount)}</span>
          </div>
        )}
        <p className={cn('pt-3 text-center text-xs text-neutral-600 print:text-black', receipt && 'border-t border-dashed border-neutral-400')}>
          {t.rich('printedAt', { date: format.dateTime(new Date()), nowrap: (chunks) => <span className="whitespace-nowrap">{chunks}</span> })}
        </p>
      </article>
    </main>
  );
}
