// Which languages a user may pick (docs/domain/validation.md): the user's allowed_languages config, else es and en.
import type { Me } from '@/contract/auth';
import { locales, type Locale } from '@/contract/locales';
import { matchLocaleOrWarn } from './resolve-locale';

export const localeLabels: Record<Locale, string> = {
  es: 'Español',
  en: 'English',
  'es-corp': 'Español (corporativo)',
};

export interface LanguageOption {
  locale: Locale;
  label: string;
}

function configuredLanguages(me: Pick<Me, 'extra_data'>): string[] {
  const value = me.extra_data.configs.find((c) => c.name === 'allowed_languages')?.value;
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  if (typeof value === 'string' && value.trim()) return value.split(',');
  return [];
}

/** Before sign-in (and on the travellers' pages) nobody's allowed_languages is known: es and en (docs/domain/validation.md). */
export const publicLanguages: LanguageOption[] = (['es', 'en'] as const).map((locale) => ({ locale, label: localeLabels[locale] }));

export function getAllowedLanguages(me: Pick<Me, 'extra_data'>): LanguageOption[] {
  const configured = configuredLanguages(me);
  const matched = configured.map(matchLocaleOrWarn).filter((l): l is Locale => l !== null);
  const chosen: Locale[] = matched.length > 0 ? matched : ['es', 'en'];
  return locales.filter((l) => chosen.includes(l)).map((locale) => ({ locale, label: localeLabels[locale] }));
}
