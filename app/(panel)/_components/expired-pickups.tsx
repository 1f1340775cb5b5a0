// Bookings whose pickup expired (status 6), with resend and extend in place (docs/domain/screens.md dashboard).
import { getFormat } from '@/lib/format/server';
import { getTranslations } from '@/lib/i18n/server';
import Link from 'next/link';
import { clientLink } from '@/components/ui/client-link';
import { Card, CardTitle } from '@/components/ui/card';
import type { Booking } from '@/contract/bookings';
import { actionsForStatus, type BookingActionName } from '@/lib/bookings/permissions';
import { getBookingActionLabels } from '../reservas/_components/booking-action-labels';
import { BookingActions } from '../reservas/_components/booking-actions';

export async function ExpiredPickups({ bookings, total, permitted }: { bookings: Booking[]; total: number; permitted: BookingActionName[] }) {
  const [t, tb, format, labels] = await Promise.all([getTranslations('dashboard.expired'), getTranslations('bookings'), getFormat(), getBookingActionLabels()]);
  const offered = (b: Booking) => actionsForStatus(permitted, b.status.id).filter((name) => name === 'resend' || name === 'extend');
  return (
    <Card>
      <CardTitle className="mb-4">{t('title')}</CardTitle>
      {bookings.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('empty')}</p>
      ) : (
        <ul className="divide-y divide-line">
          {bookings.map((b) => (
            <li key={b.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0 text-sm">
                <a href={`/reservas/${b.id}`} {...clientLink()} className="font-medium text-primary underline">
                  {tb('detail.title', { id: b.id })}
                </a>
                <p className="text-fg">{b.client.description} · {b.location.description}</p>
                <p className="text-fg-muted">
                  {tb('fields.expiration_date')}: {format.dateTime(b.expiration_date)}
                </p>
              </div>
              <BookingActions bookingId={b.id} actions={offered(b)} layout="buttons" labels={labels} expiresAt={b.expiration_date} />
            </li>
          ))}
        </ul>
      )}
      {total > bookings.length && (
        <Link href="/reservas?status=6" className="mt-3 inline-block text-sm text-primary underline">
          {t('more', { total })}
        </Link>
      )}
    </Card>
  );
}
