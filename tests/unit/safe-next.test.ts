import { describe, expect, it } from 'vitest';
import { safeNextPath } from '@/lib/auth/safe-next';

describe('safeNextPath: returns after sign-in only to our own origin', () => {
  it.each([
    'https://evil.com',
    '//evil.com',
    '/\\evil.com',
    '/\t/evil.com',
    '\\\\evil.com',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'evil.com',
    '/%2f/evil.com',
    '/%5Cevil.com',
    '',
  ])('%j → "/"', (input) => {
    expect(safeNextPath(input)).toBe('/');
  });

  it('keeps /%09/evil.com on our origin', () => {
    const result = safeNextPath('/%09/evil.com');
    expect(new URL(result, 'https://backoffice.test').origin).toBe('https://backoffice.test');
  });

  it.each(['/reservas?status=3', '/reservas/12', '/', '/estado-de-cuenta#movimientos'])('keeps %s', (input) => {
    expect(safeNextPath(input)).toBe(input);
  });

  it('null and undefined go home', () => {
    expect(safeNextPath(null)).toBe('/');
    expect(safeNextPath(undefined)).toBe('/');
  });
});
