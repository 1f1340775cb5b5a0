// The Uruguayan CI's check digit (docs/domain/validation.md): what the forms and the import warn about, never refuse.
import { describe, expect, it } from 'vitest';
import { ciCheckDigitValid, failsCiCheck } from '@/common/uruguayan-ci';

describe('ciCheckDigitValid', () => {
  it('checks the Uruguayan check digit, ignoring separators', () => {
    expect(ciCheckDigitValid('1.234.567-2')).toBe(true);
    expect(ciCheckDigitValid('12345672')).toBe(true);
    expect(ciCheckDigitValid('12345670')).toBe(false);
    expect(ciCheckDigitValid('123.456-1')).toBe(ciCheckDigitValid('0123456-1'));
    expect(ciCheckDigitValid('AB123456')).toBe(false);
  });
});

describe('failsCiCheck', () => {
  it('warns about a typed document that is not a valid CI, and about nothing while the field is empty', () => {
    expect(failsCiCheck('12345678')).toBe(true);
    expect(failsCiCheck('pasaporte')).toBe(true);
    expect(failsCiCheck('1.234.567-2')).toBe(false);
    expect(failsCiCheck('')).toBe(false);
    expect(failsCiCheck('   ')).toBe(false);
  });
});
