// The business's calendar day and the moments written to clients are Montevideo's, whatever the server's zone.
import { describe, expect, it } from 'vitest';
import { businessDayRange, businessToday, messageDate } from '@/common/business-time';

describe('businessDayRange', () => {
  it('is the day from midnight to midnight in Montevideo (03:00 to 03:00 UTC)', () => {
    expect(businessDayRange('2026-11-30')?.map((d) => d.toISOString())).toEqual(['2026-11-30T03:00:00.000Z', '2026-12-01T03:00:00.000Z']);
  });

  it('refuses a day the calendar does not have instead of rolling it over', () => {
    expect(businessDayRange('2026-02-31')).toBeNull();
    expect(businessDayRange('2026-13-01')).toBeNull();
    expect(businessDayRange('ayer')).toBeNull();
    // Years PostgreSQL cannot compare a timestamp with: a 500 before.
    expect(businessDayRange('0000-01-01')).toBeNull();
    expect(businessDayRange('9999-12-31')).toBeNull();
    expect(businessDayRange('0001-01-01')).not.toBeNull();
  });
});

describe('businessToday', () => {
  it('is still the previous day in Montevideo until 03:00 UTC', () => {
    expect(businessToday(new Date('2026-12-01T02:59:00Z'))).toBe('2026-11-30');
    expect(businessToday(new Date('2026-12-01T03:00:00Z'))).toBe('2026-12-01');
  });
});

describe('messageDate', () => {
  it('writes a moment day first on a 24-hour clock, and leaves what is not a date as it came', () => {
    expect(messageDate('2026-12-01T02:30:00Z')).toBe('30/11/2026, 23:30');
    expect(messageDate('mañana')).toBe('mañana');
    expect(messageDate(undefined)).toBe('');
  });
});
