// GET /mail/outbox: the tenant's outbox, newest first, with the text each message has (or had) when sent.
// A secret message's body (secretTemplates: a password, a code, a reset link, a parcel's pickup code) is never
// returned, sent or not: whoever may read the outbox (user-edit) could otherwise reset an administrator's password
// and read the link, or open a client's locker door.
import { and, asc, desc, eq, ilike, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { messageOutbox, type MessageChannel } from '@/backend/db/schema';
import { pageWithTotal, type PageRequest } from '@/backend/http/pagination';
import { secretBodyNotice, type DeliveryState, type OutboxMessage, type OutboxQuery } from '@/contract/mail';
import { secretTemplates } from './account-mails';
import { renderMessage } from './render-message';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (m) => `\\${m}`);

/** Subject and body as sent, except that a secret e-mail's body is replaced by a notice. */
function shownText(row: typeof messageOutbox.$inferSelect): { subject: string; body: string } {
  const { subject, body } = renderMessage(row);
  return { subject, body: secretTemplates.includes(row.template) ? secretBodyNotice : body };
}

/** The channels this deployment can send on (a provider is configured). */
export type OutboxChannels = Partial<Record<MessageChannel, boolean>>;

function deliveryState(row: typeof messageOutbox.$inferSelect, channels: OutboxChannels): DeliveryState {
  if (row.sentAt) return 'sent';
  if (row.failedAt) return 'failed';
  if (!channels[row.channel]) return 'unconfigured';
  return row.attempts > 0 ? 'retrying' : 'queued';
}

export async function findOutbox(
  db: Database,
  input: { tenantId: number; query: OutboxQuery; page: PageRequest; channels: OutboxChannels },
): Promise<{ rows: OutboxMessage[]; total: number }> {
  const { query } = input;
  const conditions: SQL[] = [eq(messageOutbox.providerId, input.tenantId)];
  if (query.recipient) conditions.push(ilike(messageOutbox.recipient, `%${escapeLike(query.recipient)}%`));
  if (query.channel) conditions.push(eq(messageOutbox.channel, query.channel));
  if (query.pending !== undefined) conditions.push(query.pending ? isNull(messageOutbox.sentAt) : isNotNull(messageOutbox.sentAt));
  const where = and(...conditions);
  const order = query.orderBy === 'ASC' ? asc(messageOutbox.id) : desc(messageOutbox.id);
  const select = db.select().from(messageOutbox).where(where).orderBy(order);
  const { rows, total } = await pageWithTotal(select.$dynamic(), input.page, () => db.$count(messageOutbox, where));
  return {
    rows: rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      recipient: row.recipient,
      template: row.template,
      ...shownText(row),
      booking_id: row.bookingId,
      created_at: row.createdAt.toISOString(),
      sent_at: row.sentAt?.toISOString() ?? null,
      attempts: row.attempts,
      last_error: row.lastError,
      state: deliveryState(row, input.channels),
      next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
    })),
    total,
  };
}
