// What a screen's drawer needs from the server page: its title for what the URL asks (new or edit), the loading
// and close texts, the locale and the time zone (the drawer's chunk brings its own next-intl provider).
import 'server-only';
import { getLocale, getTimeZone } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/server';
import { discardLabels } from '@/components/form-dialog/discard-labels';
import type { Locale } from '@/contract/locales';
import { readParam, type RawSearchParams } from '@/lib/list-view/list-view';
import { EDIT_PARAM, NEW_PARAM } from './drawer-params';
import type { UrlDrawerChrome } from './url-drawer';

/** The record id the URL asks to edit (?editar=12), if any. */
export function editId(params: RawSearchParams, param = EDIT_PARAM): number | null {
  const value = readParam(params, param);
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

export function wantsNew(params: RawSearchParams): boolean {
  return readParam(params, NEW_PARAM) === '1';
}

export async function drawerChrome(title: string): Promise<UrlDrawerChrome> {
  const [t, tc, tu, locale, timeZone] = await Promise.all([
    getTranslations('lists.drawer'),
    getTranslations('common.actions'),
    getTranslations('common.unsaved'),
    getLocale(),
    getTimeZone(),
  ]);
  return { labels: { title, loading: t('loading'), close: tc('close'), cancel: tc('cancel'), discard: discardLabels(tu) }, locale: locale as Locale, timeZone };
}
