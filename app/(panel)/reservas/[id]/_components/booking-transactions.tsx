// The booking's credit movements (GET /booking/{id}/transactions). A failed load is logged by the query
// (spec §8) and shown here as a short note instead of breaking the page.
import { getFormatter, getTranslations } from 'next-intl/server';
import { ScrollRegion } from '@/components/ui/scroll-region';
import type { BookingTransaction } from '@/contract/bookings';

export async function BookingTransactions({ transactions }: { transactions: BookingTransaction[] | null }) {
  const [t, format] = await Promise.all([getTranslations('bookings.detail'), getFormatter()]);
  if (transactions === null) return <p className="text-sm text-fg-muted">{t('transactionsFailed')}</p>;
  if (transactions.length === 0) return <p className="text-sm text-fg-muted">{t('noTransactions')}</p>;
  return (
    <ScrollRegion label={t('transactions')}>
      <table className="w-full text-left text-sm">
        <thead className="text-fg-muted">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">{t('date')}</th>
            <th scope="col" className="py-1 pr-3 font-medium">{t('concept')}</th>
            <th scope="col" className="py-1 pr-3 text-right font-medium">{t('charge')}</th>
            <th scope="col" className="py-1 text-right font-medium">{t('balance')}</th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((tx) => (
            <tr key={tx.id} className="border-t border-line">
              <td className="py-1 pr-3 whitespace-nowrap">{format.dateTime(new Date(tx.created_at), { dateStyle: 'short', timeStyle: 'short' })}</td>
              <td className="py-1 pr-3">{tx.description}</td>
              <td className="py-1 pr-3 text-right tabular-nums">{format.number(tx.charge, { signDisplay: 'exceptZero' })}</td>
              <td className="py-1 text-right tabular-nums">{format.number(tx.current_credits)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
