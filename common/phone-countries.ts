// The phone countries bookings offer, and how a stored phone country reads. Bookings made here store the region
// code (UY); others, like the demo data or another client of the API, its dialling prefix (+598). Shared by the
// booking forms (client code), the booking page and the backend's WhatsApp recipient.
/** Dialling prefixes offered with the phone; the region names come from Intl in the user's language. */
export const phoneCountries = [['UY', '+598'], ['AR', '+54'], ['BR', '+55'], ['PY', '+595'], ['CL', '+56'], ['US', '+1'], ['ES', '+34']] as const;

const known = (stored: string) => phoneCountries.find(([code, prefix]) => stored === code || stored === prefix);

/**
 * A stored phone country as the select's value: a known prefix maps to its code; a value neither matches is kept
 * as it is (the select then offers it), never silently replaced.
 */
export function phoneCountryValue(stored: string | null | undefined, fallback: string): string {
  if (!stored) return fallback;
  return known(stored)?.[0] ?? stored;
}

/** The number as it is dialled from abroad, "+598 099123456", whichever way its country was stored; null without a number. */
export function internationalPhone(country: string | null | undefined, number: string | null | undefined): string | null {
  if (!number) return null;
  const prefix = country ? (known(country)?.[1] ?? country) : '';
  return `${prefix} ${number}`.trim();
}
