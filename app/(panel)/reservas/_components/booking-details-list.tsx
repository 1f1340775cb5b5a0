// The rest of a booking, shown in the list's expand row: what the columns leave out. Plain markup; the caller
// formats the values (booking-row.ts).
import type { ReactNode } from 'react';

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
