// Queues an e-mail in the outbox inside the caller's transaction: it is sent if and only if the change that
// caused it (a new password, a new code) committed. Delivery happens later (deliver-outbox.ts), never in the
// request.
import { messageOutbox } from '@/backend/db/schema';
import type { Executor } from '@/backend/modules/bookings/transaction';

export interface QueuedMail {
  tenantId: number;
  recipient: string;
  template: string;
  subject: string;
  body: string;
  /** Non-secret facts for the record (user id…); secrets stay in the body only. */
  payload?: Record<string, unknown>;
}

export async function queueMail(tx: Executor, mail: QueuedMail): Promise<number> {
  const [row] = await tx
    .insert(messageOutbox)
    .values({
      providerId: mail.tenantId,
      channel: 'email',
      recipient: mail.recipient,
      template: mail.template,
      subject: mail.subject,
      body: mail.body,
      payload: mail.payload ?? {},
    })
    .returning({ id: messageOutbox.id });
  return row!.id;
}
