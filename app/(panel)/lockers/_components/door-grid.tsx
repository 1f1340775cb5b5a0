// A locker's doors by size, each with its state (free, reserved, occupied, disabled), rendered on the server in
// the row's detail. Each state has a colour, an icon and its name, so the grid reads without colour too.
import { Ban, CircleCheck, Clock, Package } from 'lucide';
import { Icon, type IconNode } from '@/components/ui/icon';
import { getTranslations } from '@/lib/i18n/server';
import { cn } from '@/components/ui/cn';
import { doorStates, type DoorState, type LockerDoorGrid } from '@/contract/lockers';

const look: Record<DoorState, { icon: IconNode; classes: string }> = {
  free: { icon: CircleCheck, classes: 'border-emerald-600 bg-emerald-50 text-emerald-900 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-100' },
  reserved: { icon: Clock, classes: 'border-amber-600 bg-amber-50 text-amber-900 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100' },
  occupied: { icon: Package, classes: 'border-primary bg-primary-soft text-primary-soft-fg' },
  disabled: { icon: Ban, classes: 'border-dashed border-line-strong bg-hover text-fg-muted' },
};

export async function DoorGrid({ grid, name, enabled }: { grid: LockerDoorGrid | null; name: string; enabled: boolean }) {
  const t = await getTranslations('lockers');
  if (!grid) return <p role="status" className="text-sm text-danger">{t('doors.failed')}</p>;
  if (grid.doors.length === 0) return <p className="text-sm text-fg-muted">{t('doors.empty')}</p>;
  const sizes = [...new Map(grid.doors.map((d) => [d.size.id, d.size.name])).entries()].sort(([a], [b]) => a - b);

  return (
    <section aria-label={t('doors.title', { name })} className="flex flex-col gap-4">
      {/* A disabled locker's "free" doors take no booking: said first, and the grid greyed. */}
      {!enabled && <p className="rounded-md border border-line-strong bg-hover px-3 py-2 text-sm font-medium text-fg">{t('doors.lockerDisabled')}</p>}
      <div className={cn('flex flex-col gap-4', !enabled && 'grayscale')}>
        <div>
          <h3 className="sr-only">{t('doors.legend')}</h3>
          <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {doorStates.map((state) => {
              const icon = look[state].icon;
              return (
                <li key={state} className="inline-flex items-center gap-1.5">
                  <span className={cn('inline-flex size-6 items-center justify-center rounded border', look[state].classes)}>
                    <Icon icon={icon} className="size-4" />
                  </span>
                  {t(`states.${state}`)}: <span className="tabular-nums">{grid.totals[state] ?? 0}</span>
                </li>
              );
            })}
          </ul>
        </div>
        {sizes.map(([sizeId, sizeName]) => {
          const doors = grid.doors.filter((d) => d.size.id === sizeId);
          return (
            <div key={sizeId}>
              <h3 className="mb-2 text-sm font-medium text-fg">{t('doors.sizeGroup', { size: sizeName, count: doors.length })}</h3>
              <ul className="grid grid-cols-[repeat(auto-fill,minmax(6.75rem,1fr))] gap-2">
                {doors.map((door) => {
                  const icon = look[door.state].icon;
                  return (
                    <li key={door.id} className={cn('flex flex-col items-start rounded-md border px-2 py-1.5 text-xs', look[door.state].classes)}>
                      <span className="inline-flex items-center gap-1 text-sm font-semibold whitespace-nowrap">
                        <Icon icon={icon} className="size-4" />
                        {t('doors.door', { number: door.number })}
                      </span>
                      <span>{t(`states.${door.state}`)}</span>
                      {door.booking_id && <span className="tabular-nums">{t('doors.booking', { id: door.booking_id })}</span>}
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </div>
    </section>
  );
}
