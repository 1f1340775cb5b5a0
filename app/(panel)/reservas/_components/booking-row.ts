// One row of the bookings list as the browser draws it (booking-rows.tsx): the fields the columns and the expand
// row show, already formatted. The server builds these for its rows and the browser for the tab's test bookings,
// so both go through one formatter and one renderer; the page's RSC payload carries this compact data instead of
// each row's markup, and the detail rows are drawn only when opened.
import type { Booking } from '@/contract/bookings';
import { formatter } from '@/lib/format/format';
import type { BookingActionName } from '@/lib/bookings/permissions';

export const detailFields = ['email', 'document', 'phone_number', 'created_at', 'insert_date', 'withdrawal_date', 'door', 'code_validity_hours', 'whatsapp', 'notes'] as const;
export type DetailField = (typeof detailFields)[number];

/** The list's columns, in order; `provider` only for enterprise tenants. */
export type BookingColumnId =
  | 'id' | 'location' | 'status' | 'size' | 'insert_code' | 'expiration_date' | 'description' | 'email' | 'document' | 'phone_number' | 'provider' | 'actions';
export type TextColumnId = Exclude<BookingColumnId, 'id' | 'status' | 'actions'>;

export type BookingRow = Record<TextColumnId, string> & {
  id: number;
  status: { id: number; name: string };
  /** What this user may do to the booking now (decided on the server); none for test bookings. */
  actions: readonly BookingActionName[];
  /** The pickup deadline (ISO), only when extending is offered: the extend dialog shows the new one from it. */
  expiresAt?: string;
  /** The expand row's values, in `detailFields` order. */
  details: string[];
};

export interface RowFormat {
  date: (iso: string | null) => string;
  hours: (hours: number) => string;
  yes: string;
  no: string;
}

/** The words a row's formatting needs; they cross to the browser with the rows, for the tab's test bookings. */
export interface RowFormatLabels {
  yes: string;
  no: string;
  /** "{n} hora" / "{n} horas": the plural forms of list.hours (es and en have only these two). */
  hoursOne: string;
  hoursOther: string;
}

// Building Intl formatters costs far more than using them: plural rules kept per locale for the process (dates
// come from lib/format, which keeps its own).
const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * One page of rows' formatting, the same on the server and in the browser: dates as every screen writes them
 * (lib/format) in the user's locale and time zone, and hours from the plural templates instead of an ICU message
 * per row.
 */
export function rowFormat(locale: string, timeZone: string, labels: RowFormatLabels): RowFormat {
  let plural = pluralRules.get(locale);
  if (!plural) {
    plural = new Intl.PluralRules(locale);
    pluralRules.set(locale, plural);
  }
  const format = formatter(locale, timeZone);
  return {
    date: (iso) => format.dateTime(iso),
    hours: (n) => (plural.select(n) === 'one' ? labels.hoursOne : labels.hoursOther).replace('{n}', String(n)),
    yes: labels.yes,
    no: labels.no,
  };
}

/** Deleted (contract/bookings.ts bookingStatus.deleted), written here: importing that module's values would bring
 *  its schemas into the list's first-load JavaScript (the rows are drawn by a client component). */
const deletedStatus = 9;

/** The drop-off code as screens show it: a deleted booking's code opens nothing, so it is not shown. */
export function shownInsertCode(booking: { status: { id: number }; insert_code: string | null }): string | null {
  return booking.status.id === deletedStatus ? null : booking.insert_code;
}

export function bookingRow(b: Booking, f: RowFormat, actions: readonly BookingActionName[]): BookingRow {
  return {
    id: b.id,
    location: b.location.description,
    status: { id: b.status.id, name: b.status.name },
    size: b.size.name,
    insert_code: shownInsertCode(b) ?? '—',
    expiration_date: f.date(b.expiration_date),
    description: b.client.description,
    email: b.client.email ?? '',
    document: b.client.document ?? '',
    phone_number: b.client.phone_number ?? '',
    provider: b.provider.name,
    actions,
    // Only the rows that offer extend carry it: the other rows' data stays as small as it was.
    ...(actions.includes('extend') && b.expiration_date ? { expiresAt: b.expiration_date } : {}),
    details: [
      b.client.email ?? '—',
      b.client.document ?? '—',
      b.client.phone_number ?? '—',
      f.date(b.created_at),
      f.date(b.insert_date),
      f.date(b.withdrawal_date),
      b.door.number ? String(b.door.number) : '—',
      f.hours(b.code_validity_hours),
      b.whatsapp ? f.yes : f.no,
      b.notes ?? '—',
    ],
  };
}
