// The rest of a booking, shown in the list's expand row: what the columns leave out. Plain markup, used by
// the server-rendered rows and by the browser's test-booking rows alike; the caller formats the values.
import type { ReactNode } from 'react';
import type { Booking } from '@/contract/bookings';

export function BookingDetailsList({ items }: { items: readonly (readonly [label: string, value: ReactNode])[] }) {
  return (
    <dl className="detail-list">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export type DetailField = 'email' | 'created_at' | 'insert_date' | 'withdrawal_date' | 'door' | 'code_validity_hours' | 'whatsapp' | 'notes';

export interface DetailFormat {
  label: (field: DetailField) => string;
  date: (iso: string | null) => string;
  hours: (hours: number) => string;
  yes: string;
  no: string;
}

type DetailBooking = Pick<Booking, 'client' | 'created_at' | 'insert_date' | 'withdrawal_date' | 'door' | 'code_validity_hours' | 'whatsapp' | 'notes'>;

export function bookingDetailItems(booking: DetailBooking, f: DetailFormat): [string, ReactNode][] {
  return [
    [f.label('email'), booking.client.email ?? '—'],
    [f.label('created_at'), f.date(booking.created_at)],
    [f.label('insert_date'), f.date(booking.insert_date)],
    [f.label('withdrawal_date'), f.date(booking.withdrawal_date)],
    [f.label('door'), booking.door.number || '—'],
    [f.label('code_validity_hours'), f.hours(booking.code_validity_hours)],
    [f.label('whatsapp'), booking.whatsapp ? f.yes : f.no],
    [f.label('notes'), booking.notes ?? '—'],
  ];
}
