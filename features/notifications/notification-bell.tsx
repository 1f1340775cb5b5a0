// The notification center of docs/domain/screens.md on the server: the first list (loaded on every page render, so at
// sign-in and on creation), texts and the push key, handed to the small client part.
import { getLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/server';
import { findNotifications } from '@/lib/notifications/queries';
import { NotificationCenter, type NotificationLabels } from './notification-center';

export async function NotificationBell() {
  const [items, t, locale] = await Promise.all([findNotifications(), getTranslations('notifications'), getLocale()]);
  const labels: NotificationLabels = {
    button: t('button'),
    title: t('title'),
    markAll: t('markAll'),
    empty: t('empty'),
    unread: t('unread'),
    unreadCount: t.raw('unreadCount') as string,
    failed: t('failed'),
    enablePush: t('push.enable'),
    pushEnabled: t('push.enabled'),
    pushUnsupported: t('push.unsupported'),
    pushDenied: t('push.denied'),
    pushFailed: t('push.failed'),
  };
  return <NotificationCenter initial={items} labels={labels} locale={locale} />;
}
