import 'server-only';
import { cookies } from 'next/headers';
import { DRAWER_COOKIE, parseDockedDrawer, parseTheme, THEME_COOKIE, type DockedDrawer, type Theme } from './preferences';

/** The theme cookie, or null when the user never chose (then the OS preference applies, in CSS). */
export async function getThemePreference(): Promise<Theme | null> {
  return parseTheme((await cookies()).get(THEME_COOKIE)?.value);
}

export async function getDockedDrawer(): Promise<DockedDrawer> {
  return parseDockedDrawer((await cookies()).get(DRAWER_COOKIE)?.value);
}
