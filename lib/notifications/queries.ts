// The signed-in user's notifications for the bell (GET /notifications), worded in the user's language. Any
// signed-in user has them: the backend answers only the caller's own. A failure leaves the bell empty and is logged (docs/domain/errors.md: notification
// errors are logged in Spanish).
import 'server-only';
import { getTranslations } from '@/lib/i18n/server';
import { notificationsReply } from '@/contract/notifications';
import { ApiError } from '../api-errors';
import { authedRequest } from '../session';
import { normalizeList, toClientNotification, type ClientNotification } from './notification-list';
import { inUserLanguage, type KindTranslator } from './notification-texts';

export async function findNotifications(): Promise<ClientNotification[]> {
  try {
    const [reply, t] = await Promise.all([authedRequest('/notifications', { schema: notificationsReply }), getTranslations('notifications.kinds')]);
    return normalizeList(reply.data.map((record) => inUserLanguage(toClientNotification(record), t as KindTranslator)));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.error('Error al cargar las notificaciones:', error.message);
    return [];
  }
}
