// The six counts of GET /dashboard as cards (docs/domain/screens.md); the credits only for those who see billing (a delivery man
// does not: the balance is not his business). A count that is one status of the bookings list opens that list, filtered,
// for whoever may see bookings; the credits open the account statement.
import { getFormat } from '@/lib/format/server';
import { Archive, CalendarClock, Coins, DoorOpen, PackageCheck, PackageOpen } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { getTranslations } from '@/lib/i18n/server';
import type { DashboardReply } from '@/contract/dashboard';
import { cn } from '@/components/ui/cn';
import { clientLink } from '@/components/ui/client-link';
import { bookingStatus } from '@/contract/bookings';

const counts = [
  ['toPut', PackageOpen, `/reservas?status=${bookingStatus.booked}`],
  ['toTake', PackageCheck, `/reservas?status=${bookingStatus.droppedOff}`],
  ['credits', Coins, '/estado-de-cuenta'],
  ['inLockers', Archive, undefined],
  ['autWithdrawal', CalendarClock, `/reservas?status=${bookingStatus.withdrawalAuthorized}`],
  ['freeDoors', DoorOpen, undefined],
] as const;

export async function DashboardCounts({ dashboard, showCredits, linkBookings }: { dashboard: DashboardReply; showCredits: boolean; linkBookings: boolean }) {
  const [t, format] = await Promise.all([getTranslations('dashboard.counts'), getFormat()]);
  const shown = counts.filter(([key]) => showCredits || key !== 'credits');
  return (
    <section aria-labelledby="dashboard-counts" className="mb-8">
      <h2 id="dashboard-counts" className="sr-only">{t('title')}</h2>
      <ul className={cn('grid grid-cols-2 gap-4 md:grid-cols-3', shown.length === 6 ? 'xl:grid-cols-6' : 'xl:grid-cols-5')}>
        {shown.map(([key, icon, href]) => {
          const body = (
            <>
              <Icon icon={icon} className="mb-2 size-5 text-primary" />
              <p className="text-2xl font-semibold tabular-nums text-fg">{format.count(dashboard[key])}</p>
              <p className="text-sm text-fg-muted">{t(key)}</p>
            </>
          );
          const linked = href && (key === 'credits' || linkBookings);
          return (
            <li key={key} className="rounded-lg border border-line bg-surface shadow-sm">
              {linked ? (
                <a href={href} {...clientLink()} className="block h-full rounded-lg p-4 hover:bg-hover">
                  {body}
                </a>
              ) : (
                <div className="p-4">{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
