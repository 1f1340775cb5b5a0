// Free doors per locker and size (size names from GET /size, as in the list) (shown when the user's show_availability_widget config is on).
import { getTranslations } from '@/lib/i18n/server';
import { Card, CardTitle } from '@/components/ui/card';
import type { DashboardReply } from '@/contract/dashboard';

export async function AvailabilityWidget({ availability, sizeNames }: { availability: DashboardReply['availability']; sizeNames: Record<number, string> }) {
  const t = await getTranslations('dashboard.availability');
  const lockers = new Map<number, { description: string; sizes: DashboardReply['availability'] }>();
  for (const row of availability) {
    const entry = lockers.get(row.location_id) ?? { description: row.description, sizes: [] };
    entry.sizes.push(row);
    lockers.set(row.location_id, entry);
  }
  return (
    <Card>
      <CardTitle className="mb-4">{t('title')}</CardTitle>
      {lockers.size === 0 ? (
        <p className="text-sm text-fg-muted">{t('empty')}</p>
      ) : (
        <ul className="space-y-4">
          {[...lockers.entries()].map(([id, locker]) => (
            <li key={id}>
              <h3 className="font-medium text-fg">{locker.description}</h3>
              <ul className="mt-1 flex flex-wrap gap-2 text-sm">
                {locker.sizes.map((size) => (
                  <li key={size.size_id} className="rounded-md border border-line px-2 py-1">
                    <span className="text-fg-muted">{sizeNames[size.size_id] ?? size.size_id}: </span>
                    <span className="font-medium text-fg tabular-nums">{t('free', { free: size.free, total: size.total })}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
