// How the product writes money, credits, dates and times: one module for every screen, the print pages and the
// Excel export (docs/design/voice-and-format.md). Spanish writes as Uruguay does ("$ 4.880", "10.000",
// "27/11/2026, 22:51"); English as the product's en-EN, British order ("$4,880", "10,000", "27/11/2026, 22:51"), so a
// date is day/month/year in both languages and a typed date means the same in either (typed-date.ts). Usable on the
// server and in the browser; Intl formatters are costly to build, so they are kept per locale and time zone.
import { businessTimeZone } from '@/common/business-time';

/** The Intl locale of a product locale (es, es-corp, en). */
export function intlLocale(locale: string): 'es-UY' | 'en-GB' {
  return locale.startsWith('en') ? 'en-GB' : 'es-UY';
}

export interface Formatter {
  /** UYU, VAT as given: "$ 4.880", "$ 249,90" (centésimos only when there are some); en "$4,880". */
  money(amountUyu: number): string;
  /** A whole count (credits, doors, sales): "10.000"; en "10,000". */
  count(value: number): string;
  /** A ledger movement: "+4.000", "-122", "0". */
  signedCount(value: number): string;
  /** A measure with at most one decimal: "31,5". */
  decimal(value: number): string;
  /** An instant as the business's wall clock: "27/11/2026, 22:51"; empty input gives "—". */
  dateTime(value: string | Date | null | undefined): string;
  /** The day of an instant: "27/11/2026". */
  date(value: string | Date | null | undefined): string;
  /** A calendar day with no time ("2026-11-27", e.g. a transfer's date): "27/11/2026", never shifted by a zone. */
  day(isoDay: string | null | undefined): string;
}

const none = '—';
const cache = new Map<string, Formatter>();

function build(locale: string, timeZone: string): Formatter {
  const tag = intlLocale(locale);
  const moneyWhole = new Intl.NumberFormat(tag, { style: 'currency', currency: 'UYU', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 0, maximumFractionDigits: 0 });
  const moneyCents = new Intl.NumberFormat(tag, { style: 'currency', currency: 'UYU', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const count = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  const signed = new Intl.NumberFormat(tag, { maximumFractionDigits: 0, signDisplay: 'exceptZero' });
  const decimal = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
  const day = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
  const dateTime = new Intl.DateTimeFormat(tag, { ...day, hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
  const date = new Intl.DateTimeFormat(tag, { ...day, timeZone });
  const utcDay = new Intl.DateTimeFormat(tag, { ...day, timeZone: 'UTC' });
  const instant = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);
  const valid = (value: Date) => !Number.isNaN(value.getTime());
  return {
    money: (amount) => (Number.isInteger(amount) ? moneyWhole : moneyCents).format(amount),
    count: (value) => count.format(value),
    signedCount: (value) => signed.format(value),
    decimal: (value) => decimal.format(value),
    dateTime: (value) => (value && valid(instant(value)) ? dateTime.format(instant(value)) : none),
    date: (value) => (value && valid(instant(value)) ? date.format(instant(value)) : none),
    day: (isoDay) => {
      const at = isoDay ? new Date(`${isoDay.slice(0, 10)}T00:00:00Z`) : null;
      return at && valid(at) ? utcDay.format(at) : none;
    },
  };
}

/** The formatter of a locale (and time zone, Montevideo unless told). */
export function formatter(locale: string, timeZone: string = businessTimeZone): Formatter {
  const key = `${locale} ${timeZone}`;
  let found = cache.get(key);
  if (!found) {
    found = build(locale, timeZone);
    cache.set(key, found);
  }
  return found;
}

/** The Excel number format of an exported date and time column, in the same order as the screens. */
export const excelDateTimeFormat = 'dd/mm/yyyy hh:mm';
