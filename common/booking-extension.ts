// Extending a booking (docs/domain/bookings.md: at least 5 days, as often as needed): the one rule for the backend,
// which moves the deadline, and the extend dialog, which shows where it will land before the user confirms.

/** Days an extension may add (docs/domain/validation.md "No puede ser menor a 5 días"; the cap keeps dates sane). */
export const minExtendDays = 5;
export const maxExtendDays = 365;

/**
 * The pickup deadline after extending by `days`: counted from the current deadline, or from `now` when it has
 * passed, so an expired parcel gets the whole extension.
 */
export function extendedExpiry(expiry: Date, days: number, now: Date): Date {
  return new Date(Math.max(expiry.getTime(), now.getTime()) + days * 24 * 3_600_000);
}
