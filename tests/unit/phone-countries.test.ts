// The edit form's phone country: what a booking stored shows as the select's value, and nothing is dropped.
import { describe, expect, it } from 'vitest';
import { phoneCountryValue } from '@/app/(panel)/reservas/_components/phone-countries';

describe('phoneCountryValue', () => {
  it('keeps a region code, as bookings made here store it', () => {
    expect(phoneCountryValue('AR', 'UY')).toBe('AR');
  });

  it('maps a dialling prefix (the demo data, other API clients) to its region', () => {
    expect(phoneCountryValue('+598', 'AR')).toBe('UY');
    expect(phoneCountryValue('+34', 'UY')).toBe('ES');
  });

  it('starts from the user’s country when none was stored', () => {
    expect(phoneCountryValue(null, 'AR')).toBe('AR');
    expect(phoneCountryValue('', 'UY')).toBe('UY');
  });

  it('keeps a value it does not know instead of replacing it', () => {
    expect(phoneCountryValue('+999', 'UY')).toBe('+999');
  });
});
