// Date filters mean a calendar day where the lockers are: Uruguay, UTC-3 all year (no DST since 2015).
const businessOffset = '-03:00';

/** [start, end) of the day `yyyy-mm-dd` in business time, as instants; null for an impossible date. */
export function businessDayRange(day: string): [Date, Date] | null {
  const start = new Date(`${day}T00:00:00${businessOffset}`);
  if (Number.isNaN(start.getTime())) return null;
  // Reject dates JavaScript rolls over (2024-02-31 → March).
  const roundTrip = new Date(start.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
  if (roundTrip !== day) return null;
  return [start, new Date(start.getTime() + 24 * 3_600_000)];
}

/** The business day (yyyy-mm-dd) an instant falls on. */
export function businessToday(now: Date): string {
  return new Date(now.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
}
