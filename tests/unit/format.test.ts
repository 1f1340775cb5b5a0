// The one way the product writes money, credits, dates and times (lib/format), and reads a typed day back.
import { describe, expect, it } from 'vitest';
import { prices } from '@/backend/modules/prices/prices';
import { vatExample } from '@/lib/billing/vat-example';
import { formatter } from '@/lib/format/format';
import { parseTypedDay, showTypedDay } from '@/lib/format/typed-date';

const es = formatter('es');
const corp = formatter('es-corp');
const en = formatter('en');
// 01:51 UTC on 28 November is 22:51 on the 27th in Montevideo (UTC−3).
const instant = '2026-11-28T01:51:00.000Z';
/** The no-break space Intl puts after the peso sign, so "$" never ends a line alone. */
const nb = '\u00a0';

describe('money', () => {
  it('writes pesos as Uruguay does, centésimos only when there are some', () => {
    expect([149, 4880, 12200, 611.22, 249.9].map(es.money)).toEqual([`$${nb}149`, `$${nb}4.880`, `$${nb}12.200`, `$${nb}611,22`, `$${nb}249,90`]);
    expect(corp.money(4880)).toBe(`$${nb}4.880`);
  });

  it('writes them the English way in English', () => {
    expect([149, 4880, 611.22].map(en.money)).toEqual(['$149', '$4,880', '$611.22']);
  });
});

describe('counts and credits', () => {
  it('groups every thousand, four digits included', () => {
    expect([122, 4000, 10000, 1234567].map(es.count)).toEqual(['122', '4.000', '10.000', '1.234.567']);
    expect([4000, 10000].map(en.count)).toEqual(['4,000', '10,000']);
  });

  it('signs a movement, and leaves zero bare', () => {
    expect([4000, -122, 0].map(es.signedCount)).toEqual(['+4.000', '-122', '0']);
  });

  it('writes a measure with one decimal at most', () => {
    expect([31.5, 34, 9.25].map(es.decimal)).toEqual(['31,5', '34', '9,3']);
    expect(en.decimal(31.5)).toBe('31.5');
  });
});

describe('dates and times', () => {
  it('writes one style everywhere: day/month/full year, 24-hour time, Montevideo clock', () => {
    expect(es.dateTime(instant)).toBe('27/11/2026, 22:51');
    expect(es.dateTime(new Date(instant))).toBe('27/11/2026, 22:51');
    expect(en.dateTime(instant)).toBe('27/11/2026, 22:51');
    expect(es.date(instant)).toBe('27/11/2026');
  });

  it('writes a calendar day without shifting it to another day', () => {
    expect(es.day('2026-11-27')).toBe('27/11/2026');
    expect(formatter('es', 'Pacific/Kiritimati').day('2026-11-27')).toBe('27/11/2026');
  });

  it('writes a dash for a missing or broken date', () => {
    expect([null, undefined, '', 'not a date'].map(es.dateTime)).toEqual(['—', '—', '—', '—']);
    expect(es.day(null)).toBe('—');
  });

  it('follows the time zone it is given', () => {
    expect(formatter('es', 'UTC').dateTime(instant)).toBe('28/11/2026, 01:51');
  });
});

describe('a typed day', () => {
  it('reads day/month/year with any usual separator, and the URL form', () => {
    expect(['27/11/2026', '27-11-2026', '27.11.2026', '7/1/2026', '27/11/26', ' 27/11/2026 ', '2026-11-27'].map(parseTypedDay)).toEqual([
      '2026-11-27', '2026-11-27', '2026-11-27', '2026-01-07', '2026-11-27', '2026-11-27', '2026-11-27',
    ]);
  });

  it('refuses what is not a real day', () => {
    expect(['31/02/2026', '11/27/2026', '2026-02-30', '27/11', 'ayer', '', '27/11/20261'].map(parseTypedDay)).toEqual(Array(7).fill(undefined));
  });

  it('shows an applied day in the order it is typed', () => {
    expect(showTypedDay('2026-11-27')).toBe('27/11/2026');
    expect(showTypedDay('27/13/2026')).toBe('27/13/2026');
    expect(showTypedDay(undefined)).toBeUndefined();
  });
});

describe('credit prices', () => {
  it('prices every credit at 1.22 UYU, packs included, so the VAT example and the packs agree', () => {
    for (const pack of prices.packs) expect(pack.credits * prices.credit_price_cents).toBe(pack.price_uyu * 100);
    expect(prices.packs.map((p) => p.price_uyu)).toEqual([4880, 8540, 12200]);
    expect(vatExample(es, prices.packs)).toEqual({ price: `$${nb}12.200`, credits: '10.000' });
  });
});
