// Texts of the booking actions island (booking-actions.tsx) and the dialogs it loads on demand, built on the
// server so that no message catalogue ships to the browser. Texts naming a booking are templates with "{id}",
// filled in by fillId() in the browser: one labels object serves every row of a page. The extend dialog's new
// deadline depends on the days typed, so it is a "{date}" template the dialog fills in the user's locale.
import 'server-only';
import { getLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/server';
import { bookingActionNames } from '@/lib/bookings/permissions';
import type { BookingActionLabels } from './booking-actions';

const ID = '{id}';
const DATE = '{date}';

export async function getBookingActionLabels(): Promise<BookingActionLabels> {
  const [t, tc, te, locale] = await Promise.all([getTranslations('bookings'), getTranslations('common.actions'), getTranslations('errors'), getLocale()]);
  return {
    actions: Object.fromEntries(bookingActionNames.map((name) => [name, t(`actions.${name}`)])) as BookingActionLabels['actions'],
    rowActions: t('list.rowActions', { id: ID }),
    noActions: t('list.noActions'),
    cancel: t('actions.cancel'),
    close: tc('close'),
    deleteTitle: t('confirm.deleteTitle', { id: ID }),
    deleteBody: t('confirm.deleteBody'),
    regenerateTitle: t('confirm.regenerateTitle', { id: ID }),
    regenerateBody: t('confirm.regenerateBody'),
    extendTitle: t('extend.title', { id: ID }),
    extendDays: t('extend.days'),
    extendHint: t('extend.hint'),
    extendNewExpiry: t('extend.newExpiry', { date: DATE }),
    required: te('validation.required'),
    extendMin: te('validation.extendMin'),
    extendMax: te('validation.extendMax'),
    wholeNumber: te('validation.integer'),
    failed: te('unexpected'),
    locale,
  };
}
