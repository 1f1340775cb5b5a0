// Phone countries: what a booking stored shows as the edit form's select value (nothing dropped), and as a dialled number.
import { describe, expect, it } from 'vitest';
import { internationalPhone, phoneCountryValue } from '@/common/phone-countries';

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

describe('internationalPhone', () => {
  it('writes the dialling prefix whether the region code or the prefix was stored', () => {
    expect(internationalPhone('UY', '099123456')).toBe('+598 099123456');
    expect(internationalPhone('+598', '099123456')).toBe('+598 099123456');
    expect(internationalPhone('AR', '1155550000')).toBe('+54 1155550000');
  });

  it('keeps an unknown country as stored and leaves a number without one alone', () => {
    expect(internationalPhone('+999', '123')).toBe('+999 123');
    expect(internationalPhone(null, '099123456')).toBe('099123456');
  });

  it('is nothing without a number', () => {
    expect(internationalPhone('UY', null)).toBeNull();
    expect(internationalPhone('UY', '')).toBeNull();
  });
});
