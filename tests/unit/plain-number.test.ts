// Numbers typed as the tables show them (es-UY "10.000", "$ 149,50"; English "1,234.5"): list filters and the recharge.
import { describe, expect, it } from 'vitest';
import { plainNumber } from '@/lib/forms/plain-number';
import { typedCredits } from '@/lib/payments/recharge-form-schema';

const amount = (text: string) => plainNumber(text, { decimals: true, negative: false });
const whole = (text: string) => plainNumber(text, { decimals: false, negative: true });

describe('plainNumber', () => {
  it('reads amounts written either way, with a currency sign and spaces', () => {
    expect(['149', '149,5', '149,50', '149.50', '$ 149,50', '1.234,56', '1,234.56', '1234,5', '1 234,56'].map(amount)).toEqual([
      '149', '149.5', '149.50', '149.50', '149.50', '1234.56', '1234.56', '1234.5', '1234.56',
    ]);
  });

  it('takes a separator before three digits for thousands', () => {
    expect(['1.500', '1,500', '10.000', '1.000.000'].map(amount)).toEqual(['1500', '1500', '10000', '1000000']);
  });

  it('reads whole numbers with their sign, and refuses decimals there', () => {
    expect(['-122', '-1.000', '10.000', '0', '-0', '007'].map(whole)).toEqual(['-122', '-1000', '10000', '0', '0', '7']);
    expect(whole('12,5')).toBeUndefined();
  });

  it('refuses what is not such a number', () => {
    for (const text of ['', 'abc', '12a', '1.2.3', '1,2345', '12,345,6789', '--1', '1e3', '1234567890']) expect(amount(text), text).toBeUndefined();
    expect(amount('-5')).toBeUndefined();
  });
});

describe('typedCredits', () => {
  it('reads another amount of credits as people write it, thousands grouped or not, and nothing else', () => {
    expect(['5000', '5.000', '5,000', '5 000', ' 750 ', '1.000.000', '1234567890'].map(typedCredits)).toEqual([5000, 5000, 5000, 5000, 750, 1_000_000, 1_234_567_890]);
    for (const text of ['', 'mil', '600.5', '600,5', '0x300', '1e3', '-5']) expect(typedCredits(text), text).toBeUndefined();
  });
});
