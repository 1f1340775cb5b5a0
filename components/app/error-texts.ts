// The texts of the error boundaries (app/error.tsx, app/(panel)/error.tsx, app/global-error.tsx). They are client
// components that may render when the page's own data never arrived, so no message catalogue ships for them:
// their few texts come straight from messages/<locale>/errors-ui.json, which every page's first load carries whole
// (error-handling.tsx): keep it small, and the boundaries' texts all in it.
// The language is the locale cookie's, else <html lang>, else Spanish; the corporate variant is Spanish.
import { LOCALE_COOKIE } from '@/lib/i18n/locale-cookie';
import enErrors from '@/messages/en/errors-ui.json';
import esErrors from '@/messages/es/errors-ui.json';

export type ErrorLanguage = 'es' | 'en';

export interface ErrorTexts {
  title: string;
  retry: string;
  /** "Referencia: {digest}" with the digest filled in. */
  reference: (digest: string) => string;
}

const catalogue = { es: esErrors, en: enErrors } satisfies Record<ErrorLanguage, unknown>;

function languageOf(tag: string | null | undefined): ErrorLanguage | null {
  if (!tag) return null;
  return tag.toLowerCase().startsWith('en') ? 'en' : 'es';
}

/** Browser only. */
export function pageLanguage(): ErrorLanguage {
  const cookie = document.cookie.split('; ').find((c) => c.startsWith(`${LOCALE_COOKIE}=`))?.split('=')[1];
  return languageOf(cookie) ?? languageOf(document.documentElement.lang) ?? 'es';
}

export function errorTexts(language: ErrorLanguage): ErrorTexts {
  const { error } = catalogue[language];
  return {
    title: error.title,
    retry: error.retry,
    reference: (digest) => error.reference.replace('{digest}', digest),
  };
}

const noSubscription = () => () => {};
const serverLanguage = (): ErrorLanguage => 'es';

/** For useSyncExternalStore: the page's language, read once on the client ('es' while prerendering). */
export const pageLanguageStore = { subscribe: noSubscription, getSnapshot: pageLanguage, getServerSnapshot: serverLanguage };
