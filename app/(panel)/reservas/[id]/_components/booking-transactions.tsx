// The booking's credit movements (GET /booking/{id}/transactions). A failed load is logged by the query
// (docs/domain/errors.md) and shown here as a short note instead of breaking the page.
import { getFormat } from '@/lib/format/server';
import { getTranslations } from '@/lib/i18n/server';
import { ScrollRegion } from '@/components/ui/scroll-region';
import type { BookingTransaction } from '@/contract/bookings';

export async function BookingTransactions({ transactions }: { transactions: BookingTransaction[] | null }) {
  const [t, format] = await Promise.all([getTranslations('bookings.detail'), getFormat()]);
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
              <td className="py-1 pr-3 whitespace-nowrap">{format.dateTime(tx.created_at)}</td>
              <td className="py-1 pr-3">{tx.description}</td>
              <td className="py-1 pr-3 text-right tabular-nums">{format.signedCount(tx.charge)}</td>
              <td className="py-1 text-right tabular-nums">{format.count(tx.current_credits)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
