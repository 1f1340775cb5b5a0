// The six counts of GET /dashboard as cards (docs/domain/screens.md); the credits only for those who see billing (a delivery man
// does not: the balance is not his business).
import { getFormat } from '@/lib/format/server';
import { Archive, CalendarClock, Coins, DoorOpen, PackageCheck, PackageOpen } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { getTranslations } from '@/lib/i18n/server';
import type { DashboardReply } from '@/contract/dashboard';
import { cn } from '@/components/ui/cn';

const counts = [
  ['toPut', PackageOpen],
  ['toTake', PackageCheck],
  ['credits', Coins],
  ['inLockers', Archive],
  ['autWithdrawal', CalendarClock],
  ['freeDoors', DoorOpen],
] as const;

export async function DashboardCounts({ dashboard, showCredits }: { dashboard: DashboardReply; showCredits: boolean }) {
  const [t, format] = await Promise.all([getTranslations('dashboard.counts'), getFormat()]);
  const shown = counts.filter(([key]) => showCredits || key !== 'credits');
  return (
    <section aria-labelledby="dashboard-counts" className="mb-8">
      <h2 id="dashboard-counts" className="sr-only">{t('title')}</h2>
      <ul className={cn('grid grid-cols-2 gap-4 md:grid-cols-3', shown.length === 6 ? 'xl:grid-cols-6' : 'xl:grid-cols-5')}>
        {shown.map(([key, icon]) => (
          <li key={key} className="rounded-lg border border-line bg-surface p-4 shadow-sm">
            <Icon icon={icon} className="mb-2 size-5 text-primary" />
            <p className="text-2xl font-semibold tabular-nums text-fg">{format.count(dashboard[key])}</p>
            <p className="text-sm text-fg-muted">{t(key)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
