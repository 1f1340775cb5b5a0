// Sends the outbox's pending e-mails through a MailTransport (SMTP in production, see smtp-transport.ts).
// Run by the job scheduler, never by a request. Each row is claimed with FOR UPDATE SKIP LOCKED inside its
// own short transaction, so several instances can deliver at once without sending a message twice, and a
// slow SMTP server holds one row, not the table. WhatsApp rows wait for a messaging provider.
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { messageOutbox } from '@/backend/db/schema';
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

/** After this many failures a message stays pending with its last_error, for an operator to look at. */
export const maxAttempts = 5;
const redactedBody = '(Contenido con credenciales: se eliminó tras el envío.)';

export interface DeliveryResult {
  sent: number;
  failed: number;
}

export async function deliverOutbox(db: Database, transport: MailTransport, options: { limit?: number } = {}): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, failed: 0 };
  for (let i = 0; i < (options.limit ?? 50); i++) {
    const outcome = await deliverOne(db, transport);
    if (outcome === 'none') break;
    result[outcome]++;
  }
  return result;
}

async function deliverOne(db: Database, transport: MailTransport): Promise<'sent' | 'failed' | 'none'> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(messageOutbox)
      .where(and(isNull(messageOutbox.sentAt), eq(messageOutbox.channel, 'email'), lt(messageOutbox.attempts, maxAttempts)))
      .orderBy(asc(messageOutbox.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return 'none';
    const { subject, body } = renderMessage(row);
    try {
      await transport.send({ to: row.recipient, subject, text: body });
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      await tx
        .update(messageOutbox)
        .set({ attempts: sql`${messageOutbox.attempts} + 1`, lastError: lastError.slice(0, 500) })
        .where(eq(messageOutbox.id, row.id));
      return 'failed';
    }
    // A delivered password has no reason to stay readable in the database.
    const secret = secretTemplates.includes(row.template);
    await tx
      .update(messageOutbox)
      .set({ sentAt: sql`now()`, lastError: null, ...(secret ? { body: redactedBody } : {}) })
      .where(eq(messageOutbox.id, row.id));
    return 'sent';
  });
}
