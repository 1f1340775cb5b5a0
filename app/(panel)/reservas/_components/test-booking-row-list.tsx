'use client';
// The tab's test bookings drawn as table rows, in the same columns as the server-rendered ones (loaded by
// test-booking-rows.tsx only when the tab has any). Dates use the same Intl formatting as the server rows.
import { ChevronDown, X } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { Fragment, useMemo, type ReactNode } from 'react';
import { detailRowClasses, expandButtonClasses, expandCellClasses } from '@/components/data-table/data-table-classes';
import { Button } from '@/components/ui/button';
import type { Booking } from '@/contract/bookings';
import { removeTestBooking } from '@/lib/bookings/test-booking';
import { BookingDetailsList, bookingDetailItems, type DetailField } from './booking-details-list';
import { StatusBadge } from './status-badge';

import type { TestBookingRowsProps } from './test-booking-rows';

export interface TestRowLabels {
  testBadge: string;
  testHint: string;
  removeTest: string;
  yes: string;
  no: string;
  /** "{n} hora" / "{n} horas": the plural forms of list.hours (es and en have only these two). */
  hoursOne: string;
  hoursOther: string;
  fields: Record<DetailField, string>;
}

export default function TestBookingRowList({ bookings, columns, labels, locale, timeZone }: TestBookingRowsProps & { bookings: Booking[] }) {
  const format = useMemo(() => {
    const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone });
    const plural = new Intl.PluralRules(locale);
    return {
      date: (iso: string | null) => (iso ? dates.format(new Date(iso)) : '—'),
      hours: (n: number) => (plural.select(n) === 'one' ? labels.hoursOne : labels.hoursOther).replace('{n}', String(n)),
    };
  }, [locale, timeZone, labels]);
  const cell = (b: Booking, id: string): ReactNode => {
    switch (id) {
      case 'id':
        return (
          <span className="rounded bg-primary-soft px-1.5 py-0.5 text-xs font-medium whitespace-nowrap text-primary-soft-fg" title={labels.testHint}>
            {labels.testBadge}
          </span>
        );
      case 'location': return b.location.description;
      case 'status': return <StatusBadge status={b.status} />;
      case 'size': return b.size.name;
      case 'insert_code': return b.insert_code;
      case 'expiration_date': return format.date(b.expiration_date);
      case 'description': return b.client.description;
      case 'email': return b.client.email ?? '';
      case 'document': return b.client.document ?? '';
      case 'phone_number': return b.client.phone_number ?? '';
      case 'provider': return b.provider.name;
      case 'actions':
        return (
          <Button variant="ghost" size="sm" className="px-2" aria-label={labels.removeTest} onClick={() => removeTestBooking(b.id)}>
            <Icon icon={X} className="size-4" />
          </Button>
        );
      default: return null;
    }
  };

  return bookings.map((b) => {
    const detailId = `row-detail-${b.id}`;
    const items = bookingDetailItems(b, { label: (field) => labels.fields[field], date: format.date, hours: format.hours, yes: labels.yes, no: labels.no });
    return (
      <Fragment key={b.id}>
        <tr className="bg-primary-soft/40">
          {columns.map((c) => (
            <td key={c.id} className={c.className}>
              {cell(b, c.id)}
            </td>
          ))}
          <td className={expandCellClasses}>
            <button type="button" data-row-toggle="" aria-expanded="false" aria-controls={detailId} aria-label={labels.testBadge} className={expandButtonClasses}>
              <Icon icon={ChevronDown} />
            </button>
          </td>
        </tr>
        <tr id={detailId} hidden className={detailRowClasses}>
          <td colSpan={columns.length + 1}>
            <BookingDetailsList items={items} />
          </td>
        </tr>
      </Fragment>
    );
  });
}
