// Locales the product speaks (docs/domain/data-model.md, docs/domain/limits.md). Shared by the backend (validates POST /userlocale) and the BFF.
export const locales = ['es', 'en', 'es-corp'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'es';

/** Accepted spellings per locale; matching ignores case and `_` vs `-` (docs/domain/validation.md). */
export const localeVariants: Record<Locale, readonly string[]> = {
  es: ['es', 'es-uy', 'es-es'],
  en: ['en', 'en-en', 'en-us'],
  // The corporate customer's variant is kept as is, not normalised to es.
  'es-corp': ['es-corp'],
};

/**
 * Resolves any spelling to a supported locale: exact variant, else the language part, else null.
 * Callers log "Invalid locale" and ignore a null.
 */
export function matchLocale(input: string | null | undefined): Locale | null {
  if (!input) return null;
  const normalised = input.trim().replace(/_/g, '-').toLowerCase();
  if (!normalised) return null;
  for (const locale of locales) {
    if (localeVariants[locale].includes(normalised)) return locale;
  }
  const language = normalised.split('-')[0];
  return locales.find((l) => l === language) ?? null;
}

/** Each locale's full code (docs/domain/data-model.md: es is es-UY, en is en-EN; the corporate variant as is): what the BFF sends. */
export const fullLocaleCodes: Record<Locale, string> = { es: 'es-UY', en: 'en-EN', 'es-corp': 'es-corp' };

/** Codes POST /userlocale stores and returns as requested (in this casing): docs/domain/limits.md's allowed locales, docs/domain/data-model.md's variants, the short codes. */
export const knownLocaleCodes = ['es-UY', 'es-ES', 'en-EN', 'en-US', 'es-corp', 'es', 'en'] as const;

/**
 * The spelling to store and reply with: a known code in its canonical casing (es_uy → es-UY), another variant
 * of a supported language as that language's full code (en-GB → en-EN), else null (an unknown locale).
 */
export function canonicalLocaleCode(input: string | null | undefined): string | null {
  const matched = matchLocale(input);
  if (!matched) return null;
  const normalised = input!.trim().replace(/_/g, '-').toLowerCase();
  return knownLocaleCodes.find((code) => code.toLowerCase() === normalised) ?? fullLocaleCodes[matched];
}

/** docs/domain/backend-calls.md: the reply to POST /userlocale/{locale} must name the requested locale; both sides are matched first (es-UY = es). */
export function localeReplyMatches(requested: string, replied: string): boolean {
  const wanted = matchLocale(requested);
  return wanted !== null && matchLocale(replied) === wanted;
}
