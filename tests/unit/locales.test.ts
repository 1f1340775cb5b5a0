import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchLocale } from '@/contract/locales';
import { getAllowedLanguages } from '@/lib/i18n/locale';
import { resolveLocale } from '@/lib/i18n/resolve-locale';

describe('matchLocale (spec §5)', () => {
  it.each([
    ['es', 'es'], ['es-UY', 'es'], ['es_uy', 'es'], ['ES-es', 'es'],
    ['en', 'en'], ['en-EN', 'en'], ['en_US', 'en'], ['EN-us', 'en'],
    ['es-corp', 'es-corp'], ['ES_CORP', 'es-corp'],
  ])('%s → %s', (input, expected) => {
    expect(matchLocale(input)).toBe(expected);
  });

  it('falls back to the language part of an unknown variant', () => {
    expect(matchLocale('es-AR')).toBe('es');
    expect(matchLocale('en_GB')).toBe('en');
  });

  it('rejects what it cannot match', () => {
    expect(matchLocale('fr-FR')).toBeNull();
    expect(matchLocale('')).toBeNull();
    expect(matchLocale('xx')).toBeNull();
  });
});

describe('resolveLocale', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs "Invalid locale" and falls back to es', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resolveLocale('klingon')).toBe('es');
    expect(warn).toHaveBeenCalledWith('Invalid locale', 'klingon');
  });

  it('uses es when nothing is set', () => {
    expect(resolveLocale(undefined)).toBe('es');
  });
});

describe('getAllowedLanguages', () => {
  const withConfigs = (configs: { name: string; value: unknown }[]) => ({ extra_data: { configs, seen_walkthrough: {}, credits: 0 } });

  it('offers es and en when the user has no allowed_languages', () => {
    expect(getAllowedLanguages(withConfigs([])).map((l) => l.locale)).toEqual(['es', 'en']);
  });

  it('offers exactly the configured languages, matched and de-duplicated', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const options = getAllowedLanguages(withConfigs([{ name: 'allowed_languages', value: ['es_UY', 'es-ES', 'es-corp', 'fr'] }]));
    expect(options).toEqual([
      { locale: 'es', label: 'Español' },
      { locale: 'es-corp', label: 'Español (corporativo)' },
    ]);
  });

  it('accepts a comma-separated config value', () => {
    expect(getAllowedLanguages(withConfigs([{ name: 'allowed_languages', value: 'en-US' }])).map((l) => l.locale)).toEqual(['en']);
  });
});
