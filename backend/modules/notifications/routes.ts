// GET /notifications – the caller's newest 50 and the unread count
// PUT /notifications/read-all {ids} – marks those of the caller's unread ones read
// PUT /notifications/{id}/read – marks one read; another user's → 404
import { describedBy } from '@/backend/http/api-route';
import { notificationApi } from './api';
import { Hono } from 'hono';
import type { AppDeps } from '@/backend/app';
import { AppError, messages } from '@/backend/errors';
import { isRecordId } from '@/backend/http/record-id';
import { parseBody } from '@/backend/http/validation';
import type { ProtectedEnv } from '@/backend/middleware/auth';

import { findNotifications } from './find-notifications';
import { markAllRead, markNotificationRead } from './mark-read';

export function notificationRoutes({ db }: AppDeps) {
  return new Hono<ProtectedEnv>()
    .get('/', describedBy(notificationApi.list), async (c) => c.json(await findNotifications(db, { userId: c.get('auth').user.id })))
    .put('/read-all', describedBy(notificationApi.readAll), async (c) => {
      const { ids } = await parseBody(c, notificationApi.readAll);
      return c.json({ data: { updated: await markAllRead(db, { userId: c.get('auth').user.id, ids }) } });
    })
    .put('/:id{[0-9]+}/read', describedBy(notificationApi.read), async (c) => {
      const id = Number(c.req.param('id'));
      if (!isRecordId(id)) throw new AppError('not_found', messages.notFound);
      return c.json({ data: await markNotificationRead(db, { userId: c.get('auth').user.id, id }) });
    });
}
