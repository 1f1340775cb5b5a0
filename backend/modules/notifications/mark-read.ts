// PUT /notifications/{id}/read and /notifications/read-all: only the caller's own notifications change;
// another user's id is a 404 (one), or simply not touched (all). Reading twice keeps the first read_at.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { notifications } from '@/backend/db/schema';
import { AppError, messages } from '@/backend/errors';
import type { NotificationRecord } from '@/contract/notifications';
import { notificationRecord } from './find-notifications';

export async function markNotificationRead(db: Database, input: { userId: number; id: number }): Promise<NotificationRecord> {
  const mine = and(eq(notifications.id, input.id), eq(notifications.userId, input.userId));
  await db.update(notifications).set({ readAt: sql`now()` }).where(and(mine, isNull(notifications.readAt)));
  const [row] = await db.select().from(notifications).where(mine);
  if (!row) throw new AppError('not_found', messages.notFound);
  return notificationRecord(row);
}

export async function markAllRead(db: Database, input: { userId: number; ids: number[] }): Promise<number> {
  if (input.ids.length === 0) return 0;
  const updated = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, input.userId), inArray(notifications.id, input.ids), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return updated.length;
}
