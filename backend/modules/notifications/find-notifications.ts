// GET /notifications: the user's newest 50 (docs/domain/bookings.md, docs/domain/limits.md) and how many are unread in all.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { notifications } from '@/backend/db/schema';
import { notificationLimit, type NotificationRecord } from '@/contract/notifications';

type Row = typeof notifications.$inferSelect;

export function notificationRecord(row: Row): NotificationRecord {
  const createdAt = row.createdAt.toISOString();
  return {
    id: row.id,
    data: { title: row.title, body: row.body, data: { kind: row.kind, ...row.data }, created_at: createdAt },
    read_at: row.readAt?.toISOString() ?? null,
    created_at: createdAt,
  };
}

export async function findNotifications(db: Database, input: { userId: number }) {
  const mine = eq(notifications.userId, input.userId);
  const rows = await db.select().from(notifications).where(mine).orderBy(desc(notifications.id)).limit(notificationLimit);
  // Fewer than the limit are all of them: the unread ones are among them, without counting in the database.
  const unread = rows.length < notificationLimit ? rows.filter((row) => row.readAt === null).length : await db.$count(notifications, and(mine, isNull(notifications.readAt)));
  return { data: rows.map(notificationRecord), meta: { unread } };
}
