// The booking's history (GET /booking/{id}/changes), oldest first: what happened, who did it, status moves.
import { getFormat } from '@/lib/format/server';
import { getTranslations } from '@/lib/i18n/server';
import type { BookingChange } from '@/contract/bookings';

export async function BookingTimeline({ changes }: { changes: BookingChange[] }) {
  const [t, format] = await Promise.all([getTranslations('bookings.detail'), getFormat()]);
  if (changes.length === 0) return <p className="text-sm text-fg-muted">{t('noChanges')}</p>;
  return (
    <ol className="relative ml-2 border-l border-line">
      {changes.map((change) => {
        const key = `historyActions.${change.action}`;
        return (
          <li key={change.id} className="mb-4 ml-4 last:mb-0">
            <span aria-hidden className="absolute -left-1.5 mt-1.5 size-3 rounded-full border-2 border-surface bg-primary" />
            <p className="text-sm font-medium text-fg">
              {t.has(key) ? t(key) : change.action}
              {change.status_from && change.status_to && change.status_from.id !== change.status_to.id && (
                <span className="ml-2 font-normal text-fg-muted">{t('statusChange', { from: change.status_from.name, to: change.status_to.name })}</span>
              )}
            </p>
            <p className="text-xs text-fg-muted">
              <time dateTime={change.created_at} className="whitespace-nowrap">{format.dateTime(change.created_at)}</time>{' '}
              {t('by', { name: change.user?.name ?? t('system') })}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
