// Registry entries of /notifications (backend/http/api-route.ts).
import { apiRoute } from '@/backend/http/api-route';
import { notificationReply, notificationsReply, readAllReply, readAllRequest } from '@/contract/notifications';

const tag = 'Notifications';

export const notificationApi = {
  list: apiRoute({ method: 'get', path: '/notifications', tag, reply: notificationsReply, summary: 'The caller’s newest 50 notifications and the unread count.' }),
  readAll: apiRoute({ method: 'put', path: '/notifications/read-all', tag, body: readAllRequest, reply: readAllReply, summary: 'Marks those of the caller’s unread notifications read.' }),
  read: apiRoute({ method: 'put', path: '/notifications/{id}/read', tag, reply: notificationReply, summary: 'Marks one of the caller’s notifications read.' }),
};
