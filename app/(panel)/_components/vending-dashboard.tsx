// The custom dashboard variant (docs/features.md, custom dashboard): what matters for vending lockers: sales today and
// their amount, doors to refill, and the stock of each locker, with links to the sales and stock reports for the
// users who may open them (docs/domain/screens.md: booking-show, custom deployments; the page decides with the menu's rule).
import { getFormat } from '@/lib/format/server';
import { PackagePlus, ShoppingCart, Wallet } from 'lucide';
import { Icon } from '@/components/ui/icon';
import Link from 'next/link';
import { getTranslations } from '@/lib/i18n/server';
import { priceToCents } from '@/contract/articles';
import type { VendingDashboard as VendingCounts } from '@/contract/dashboard';

/** Which reports the user may open: their links show only then. */
export interface VendingReportLinks {
  sales: boolean;
  stock: boolean;
}

export async function VendingDashboard({ vending, links }: { vending: VendingCounts; links: VendingReportLinks }) {
  const [t, format] = await Promise.all([getTranslations('dashboard.vending'), getFormat()]);
  const cards = [
    ['salesToday', ShoppingCart, format.count(vending.sales_today)],
    ['salesTodayAmount', Wallet, format.money((priceToCents(vending.sales_today_amount) ?? 0) / 100)],
    ['toRefill', PackagePlus, format.count(vending.doors_to_refill)],
  ] as const;
  return (
    <section aria-labelledby="vending-title" className="mb-8">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="vending-title" className="text-lg font-semibold text-fg">{t('title')}</h2>
        {(links.sales || links.stock) && (
          <p className="flex gap-4 text-sm">
            {links.sales && <Link href="/ventas" className="text-primary underline-offset-2 hover:underline">{t('seeSales')}</Link>}
            {links.stock && <Link href="/stock" className="text-primary underline-offset-2 hover:underline">{t('seeStock')}</Link>}
          </p>
        )}
      </div>
      <ul className="mb-4 grid grid-cols-1 gap-4 sm:grid-cols-3">
        {cards.map(([key, icon, value]) => (
          <li key={key} className="rounded-lg border border-line bg-surface p-4 shadow-sm">
            <Icon icon={icon} className="mb-2 size-5 text-primary" />
            <p className="text-2xl font-semibold tabular-nums text-fg">{value}</p>
            <p className="text-sm text-fg-muted">{t(key)}</p>
          </li>
        ))}
      </ul>
      <div className="rounded-lg border border-line bg-surface p-4 shadow-sm">
        <h3 className="mb-2 text-sm font-medium text-fg">{t('byLocker')}</h3>
        {vending.stock_by_locker.length === 0 ? (
          <p className="text-sm text-fg-muted">{t('noLockers')}</p>
        ) : (
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-fg-muted">
                <th scope="col" className="py-1 pr-2 font-medium">{t('locker')}</th>
                <th scope="col" className="px-2 py-1 text-right font-medium">{t('available')}</th>
                <th scope="col" className="px-2 py-1 text-right font-medium">{t('containers')}</th>
                <th scope="col" className="py-1 pl-2 text-right font-medium">{t('empty')}</th>
              </tr>
            </thead>
            <tbody>
              {vending.stock_by_locker.map((locker) => (
                <tr key={locker.location_id} className="border-t border-line">
                  <th scope="row" className="py-1.5 pr-2 text-left font-normal text-fg">
                    {links.stock ? (
                      <Link href={`/stock?lockerIds=${locker.location_id}`} className="underline-offset-2 hover:underline">{locker.description}</Link>
                    ) : (
                      locker.description
                    )}
                  </th>
                  <td className="px-2 py-1.5 text-right tabular-nums">{format.count(locker.available)}</td>
                  <td className="px-2 py-1.5 text-right tabular-nums">{format.count(locker.containers)}</td>
                  <td className="py-1.5 pl-2 text-right tabular-nums">{format.count(locker.empty)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
