// The dashboard's reports area (datstudio-show-data): the last 30 days in figures and the busiest lockers.
// Server-rendered under its own Suspense, so the counts above never wait for it.
import { getTranslations } from '@/lib/i18n/server';
import { Card, CardTitle } from '@/components/ui/card';
import { getDashboardReports } from '@/lib/dashboard/queries';
import { getFormat } from '@/lib/format/server';

export async function DashboardReports() {
  const [reports, t, format] = await Promise.all([getDashboardReports(), getTranslations('dashboard.reports'), getFormat()]);
  const figures = [
    { label: t('created'), value: format.count(reports.created) },
    { label: t('pickedUp'), value: format.count(reports.pickedUp) },
    { label: t('expired'), value: format.count(reports.expired) },
    { label: t('averagePickup'), value: reports.averagePickupHours === null ? t('none') : t('hours', { hours: format.decimal(reports.averagePickupHours) }) },
  ];
  return (
    <Card aria-labelledby="dashboard-reports" role="region" className="lg:col-span-2">
      <CardTitle id="dashboard-reports">{t('title')}</CardTitle>
      <p className="mb-4 text-sm text-fg-muted">{t('period', { days: reports.days })}</p>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt className="text-sm text-fg-muted">{figure.label}</dt>
            <dd className="text-2xl font-semibold tracking-tight text-fg tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-6 mb-2 text-sm font-medium text-fg">{t('byLocker')}</h3>
      {reports.byLocker.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('noBookings')}</p>
      ) : (
        <ol className="flex flex-col gap-1 text-sm">
          {reports.byLocker.map((locker) => (
            <li key={locker.location_id} className="flex justify-between gap-4">
              <span className="min-w-0 truncate text-fg">{locker.description}</span>
              <span className="tabular-nums text-fg-muted">{format.count(locker.created)}</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
