'use client';
// The rest of a booking, shown in the list's expand row: what the columns leave out.
import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Booking } from '@/contract/bookings';

export function BookingDetailsList({ booking }: { booking: Booking }) {
  const t = useTranslations('bookings');
  const format = useFormatter();
  const date = (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short' }) : '—');
  const items: [string, ReactNode][] = [
    [t('fields.email'), booking.client.email ?? '—'],
    [t('fields.created_at'), date(booking.created_at)],
    [t('fields.insert_date'), date(booking.insert_date)],
    [t('fields.withdrawal_date'), date(booking.withdrawal_date)],
    [t('fields.door'), booking.door.number || '—'],
    [t('fields.code_validity_hours'), t('list.hours', { hours: booking.code_validity_hours })],
    [t('fields.whatsapp'), booking.whatsapp ? t('list.yes') : t('list.no')],
    [t('fields.notes'), booking.notes ?? '—'],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-fg-muted">{label}</dt>
          <dd className="break-words text-fg">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
