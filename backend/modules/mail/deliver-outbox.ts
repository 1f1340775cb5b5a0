// Sends the outbox's pending messages through one sender per channel: e-mail by SMTP (smtp-transport.ts), WhatsApp
// by the Cloud API (backend/modules/whatsapp). Run by the job scheduler, never by a request. Each row is claimed with
// FOR UPDATE SKIP LOCKED inside its own short transaction, so several instances can deliver at once without sending
// a message twice, and a slow provider holds one row, not the table. A channel without a sender is left alone: its
// rows stay queued and the outbox shows the channel as not configured (find-outbox.ts).
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { messageOutbox, type MessageChannel } from '@/backend/db/schema';
import { maxDeliveryAttempts } from '@/contract/mail';
import { secretTemplates } from './account-mails';
import { renderMessage } from './render-message';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

export type OutboxRow = typeof messageOutbox.$inferSelect;

/** Delivers one outbox row on its channel; resolves with the provider's message id when it gives one. */
export interface OutboxSender {
  send(row: OutboxRow): Promise<{ providerMessageId?: string }>;
}

/** The senders this deployment has; a channel missing here is not configured. */
export type OutboxSenders = Partial<Record<MessageChannel, OutboxSender>>;

/** A failure that retrying cannot fix (an unknown recipient, a template the provider does not have): no more attempts. */
export class PermanentDeliveryError extends Error {}

/** After this many failures a message is given up (failed_at), with its last_error for the operator. */
export const maxAttempts = maxDeliveryAttempts;
/** Wait before attempt n+1 after n failures: 30 s, 1 min, 2 min, 4 min — a provider's bad minute, not a bad day. */
export const retryDelayMs = (failures: number) => 30_000 * 2 ** (failures - 1);
const redactedBody = '(Contenido con credenciales: se eliminó tras el envío.)';

export interface DeliveryResult {
  sent: number;
  failed: number;
}

/** E-mail as an outbox channel: the row's subject and body (rendered now for notices queued as data). */
export function mailSender(transport: MailTransport): OutboxSender {
  return {
    async send(row) {
      const { subject, body } = renderMessage(row);
      await transport.send({ to: row.recipient, subject, text: body });
      return {};
    },
  };
}

export async function deliverOutbox(db: Database, senders: OutboxSenders, options: { limit?: number; now?: Date } = {}): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, failed: 0 };
  const channels = (Object.keys(senders) as MessageChannel[]).filter((channel) => senders[channel]);
  if (channels.length === 0) return result;
  for (let i = 0; i < (options.limit ?? 50); i++) {
    const outcome = await deliverOne(db, senders, channels, options.now ?? new Date());
    if (outcome === 'none') break;
    result[outcome]++;
  }
  return result;
}

async function deliverOne(db: Database, senders: OutboxSenders, channels: MessageChannel[], now: Date): Promise<'sent' | 'failed' | 'none'> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(messageOutbox)
      .where(
        and(
          isNull(messageOutbox.sentAt),
          isNull(messageOutbox.failedAt),
          inArray(messageOutbox.channel, channels),
          or(isNull(messageOutbox.nextAttemptAt), lte(messageOutbox.nextAttemptAt, now)),
        ),
      )
      .orderBy(asc(messageOutbox.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return 'none';
    let receipt: { providerMessageId?: string };
    try {
      receipt = await senders[row.channel]!.send(row);
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const failures = row.attempts + 1;
      const giveUp = error instanceof PermanentDeliveryError || failures >= maxAttempts;
      await tx
        .update(messageOutbox)
        .set({
          attempts: failures,
          lastError,
          nextAttemptAt: giveUp ? null : new Date(now.getTime() + retryDelayMs(failures)),
          failedAt: giveUp ? now : null,
        })
        .where(eq(messageOutbox.id, row.id));
      return 'failed';
    }
    // A delivered password has no reason to stay readable in the database.
    const secret = secretTemplates.includes(row.template);
    await tx
      .update(messageOutbox)
      .set({ sentAt: sql`now()`, lastError: null, nextAttemptAt: null, providerMessageId: receipt.providerMessageId ?? null, ...(secret ? { body: redactedBody } : {}) })
      .where(eq(messageOutbox.id, row.id));
    return 'sent';
  });
}
