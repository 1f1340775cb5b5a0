// The locale cookie (docs/domain/limits.md: kept 365 days). Read by the request config, written on sign-in and on switching.
export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
