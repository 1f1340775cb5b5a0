// Locales the product speaks (spec §3, §9). Shared by the backend (validates POST /userlocale) and the BFF.
export const locales = ['es', 'en', 'es-corp'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'es';

/** Accepted spellings per locale; matching ignores case and `_` vs `-` (spec §5). */
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
