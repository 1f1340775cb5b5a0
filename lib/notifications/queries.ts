// The signed-in user's notifications for the bell (GET /notifications). Any signed-in user has them: the
// backend answers only the caller's own. A failure leaves the bell empty and is logged (spec §8: notification
// errors are logged in Spanish).
import 'server-only';
import { notificationsReply } from '@/contract/notifications';
import { ApiError } from '../api-errors';
import { authedRequest } from '../session';
import { normalizeList, toClientNotification, type ClientNotification } from './notification-list';

export async function findNotifications(): Promise<ClientNotification[]> {
  try {
    const reply = await authedRequest('/notifications', { schema: notificationsReply });
    return normalizeList(reply.data.map(toClientNotification));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.error('Error al cargar las notificaciones:', error.message);
    return [];
  }
}
