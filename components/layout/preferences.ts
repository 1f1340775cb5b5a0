// Cookies the shell reads on the server so the first paint is already right (no theme or drawer flash).
// Shared by server components and the client toggles that write them.
export const THEME_COOKIE = 'theme';
export const DRAWER_COOKIE = 'drawer';
/** One year, like the locale cookie. */
export const PREFERENCE_MAX_AGE = 365 * 24 * 60 * 60;

export type Theme = 'light' | 'dark';
/** Wide-screen drawer state kept between visits; the floating "open" state is never restored. */
export type DockedDrawer = 'full' | 'mini';

export function parseTheme(value: string | undefined): Theme | null {
  return value === 'light' || value === 'dark' ? value : null;
}

export function parseDockedDrawer(value: string | undefined): DockedDrawer {
  return value === 'mini' ? 'mini' : 'full';
}

/** Client only: writes a preference cookie readable by the server on the next request. */
export function writePreferenceCookie(name: string, value: string): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${PREFERENCE_MAX_AGE}; samesite=lax${secure}`;
}
