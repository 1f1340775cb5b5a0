// The phone countries the booking forms offer, and how a stored value becomes the select's (plain module: tested
// and imported by client components alike).
/** Dialling prefixes offered with the phone; the region names come from Intl in the user's language. */
export const phoneCountries = [['UY', '+598'], ['AR', '+54'], ['BR', '+55'], ['PY', '+595'], ['CL', '+56'], ['US', '+1'], ['ES', '+34']] as const;

/**
 * A stored phone country as the select's value: bookings made here store the region code (UY), others, like the
 * demo data or another client of the API, its dialling prefix (+598), which maps to its code; a value neither
 * matches is kept as it is (the select then offers it), never silently replaced.
 */
export function phoneCountryValue(stored: string | null | undefined, fallback: string): string {
  if (!stored) return fallback;
  return phoneCountries.find(([code, prefix]) => stored === code || stored === prefix)?.[0] ?? stored;
}
