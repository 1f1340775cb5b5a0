// The business runs on the clock where the lockers are: Uruguay, UTC-3 all year (no daylight saving since 2015).
// Screens, exports, e-mails, WhatsApp messages and date filters all read dates on it, whoever is looking.

export const businessTimeZone = 'America/Montevideo';

/** Montevideo's fixed offset, for turning a calendar day into instants. */
export const businessUtcOffset = '-03:00';
const businessOffsetMs = -3 * 3_600_000;

// Built on first use: the browser loads this module for the time zone only.
let messageDateTime: Intl.DateTimeFormat | undefined;

/** An instant as a message to a locker's client writes it ("27/11/2026, 22:51"); what is not a date is returned as given. */
export function messageDate(iso: unknown): string {
  const date = new Date(String(iso ?? ''));
  if (Number.isNaN(date.getTime())) return String(iso ?? '');
  messageDateTime ??= new Intl.DateTimeFormat('es-UY', { timeZone: businessTimeZone, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return messageDateTime.format(date);
}

/**
 * [start, end) of the day `yyyy-mm-dd` in business time, as instants; null for an impossible date, or one outside
 * years 1 to 9998, which PostgreSQL cannot compare with (year 0, or a range ending in year 10000).
 */
export function businessDayRange(day: string): [Date, Date] | null {
  const year = Number(day.slice(0, 4));
  if (!(year >= 1 && year <= 9998)) return null;
  const start = new Date(`${day}T00:00:00${businessUtcOffset}`);
  if (Number.isNaN(start.getTime())) return null;
  // Reject dates JavaScript rolls over (2024-02-31 → March).
  if (businessToday(start) !== day) return null;
  return [start, new Date(start.getTime() + 24 * 3_600_000)];
}

/** The business day (yyyy-mm-dd) an instant falls on. */
export function businessToday(now: Date): string {
  return new Date(now.getTime() + businessOffsetMs).toISOString().slice(0, 10);
}
