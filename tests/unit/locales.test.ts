import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canonicalLocaleCode, fullLocaleCodes, localeReplyMatches, matchLocale } from '@/contract/locales';
import { getAllowedLanguages } from '@/lib/i18n/locale';
import { loadMessages, messageModules } from '@/lib/i18n/messages';
import { resolveLocale } from '@/lib/i18n/resolve-locale';

describe('matchLocale (docs/domain/validation.md)', () => {
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

describe('full locale codes (docs/domain/data-model.md, docs/domain/limits.md) and POST /userlocale', () => {
  it('sends es as es-UY, en as en-EN and the corporate variant as is', () => {
    expect(fullLocaleCodes).toEqual({ es: 'es-UY', en: 'en-EN', 'es-corp': 'es-corp' });
  });

  it.each([
    ['es-UY', 'es-UY'], ['es_uy', 'es-UY'], ['ES-ES', 'es-ES'], ['en-en', 'en-EN'], ['en_US', 'en-US'],
    ['es-corp', 'es-corp'], ['ES_CORP', 'es-corp'], ['es', 'es'], ['EN', 'en'], ['en-GB', 'en-EN'], ['es-AR', 'es-UY'],
  ])('canonicalLocaleCode(%s) → %s', (input, expected) => {
    expect(canonicalLocaleCode(input)).toBe(expected);
  });

  it('has no code for an unknown locale', () => {
    expect(canonicalLocaleCode('fr-FR')).toBeNull();
    expect(canonicalLocaleCode('')).toBeNull();
    expect(canonicalLocaleCode(null)).toBeNull();
  });

  it('matches a reply after normalising both sides', () => {
    expect(localeReplyMatches('es-UY', 'es-UY')).toBe(true);
    expect(localeReplyMatches('es-UY', 'es')).toBe(true);
    expect(localeReplyMatches('es-UY', 'es_uy')).toBe(true);
    expect(localeReplyMatches('en-EN', 'EN-us')).toBe(true);
    expect(localeReplyMatches('es-corp', 'es-corp')).toBe(true);
  });

  it('refuses a reply naming another locale (the corporate variant is not es), or none', () => {
    expect(localeReplyMatches('es-UY', 'en-EN')).toBe(false);
    expect(localeReplyMatches('es-corp', 'es-UY')).toBe(false);
    expect(localeReplyMatches('es-UY', 'es-corp')).toBe(false);
    expect(localeReplyMatches('en-EN', '')).toBe(false);
    expect(localeReplyMatches('klingon', 'klingon')).toBe(false);
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

describe('es-corp (the corporate variant: overrides of es only)', () => {
  type Tree = { [key: string]: unknown };
  const folder = path.join(process.cwd(), 'messages');
  const read = (locale: string, module: string): Tree => JSON.parse(readFileSync(path.join(folder, locale, `${module}.json`), 'utf8'));
  const overrideModules = readdirSync(path.join(folder, 'es-corp')).map((file) => file.replace(/\.json$/, ''));

  /** key path → text, for every string of a message tree (arrays by index). */
  function texts(tree: unknown, prefix = ''): [string, string][] {
    if (typeof tree === 'string') return [[prefix, tree]];
    if (tree && typeof tree === 'object') return Object.entries(tree).flatMap(([key, value]) => texts(value, prefix ? `${prefix}.${key}` : key));
    return [];
  }
  // ICU arguments only ("{total," or "{name}"): the words inside a plural's branches ("{Ningún envío}") are text.
  const placeholders = (text: string) => [...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]).sort();

  it('overrides only keys es has, in modules that are loaded, with the same placeholders and a different text', () => {
    for (const name of overrideModules) {
      expect(messageModules, name).toContain(name);
      const es = new Map(texts(read('es', name)));
      for (const [key, text] of texts(read('es-corp', name))) {
        expect(es.has(key), `es-corp ${name}.${key} has no es text`).toBe(true);
        expect(placeholders(text), `${name}.${key}`).toEqual(placeholders(es.get(key)!));
        expect(text, `${name}.${key} repeats es`).not.toBe(es.get(key));
      }
    }
  });

  it('names the sections as its menu does', async () => {
    const merged = await loadMessages('es-corp');
    const menu = (merged.navigation as Tree).items as Tree;
    expect((merged.bookings as Tree).title).toBe(menu.bookings);
    expect((merged['bookings-import'] as Tree).title).toBe(menu.bookingsExcel);
    expect((merged.users as Tree).title).toBe(menu.users);
  });
});
