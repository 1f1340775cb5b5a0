// Locale matching with the docs/domain/validation.md logging: an unknown locale is logged "Invalid locale" and ignored.
import { defaultLocale, matchLocale, type Locale } from '@/contract/locales';

export function matchLocaleOrWarn(input: string): Locale | null {
  const matched = matchLocale(input);
  if (!matched) console.warn('Invalid locale', input);
  return matched;
}

export function resolveLocale(input: string | null | undefined, fallback: Locale = defaultLocale): Locale {
  if (!input) return fallback;
  return matchLocaleOrWarn(input) ?? fallback;
}
