// GET /mail/outbox: what the backend sent or would send (spec: "a new user can see what would have been
// sent"), tenant-scoped, for administrators ("*" or user-edit). Newest first. The body of an e-mail that carries
// a secret (a password, a user code, a password-reset link) is never shown: only its recipient reads it.
import { z } from 'zod';
import { listQuery, listReply } from './common';
import { choiceMessage, optionalFilter, orderByParam, perPageParam, sortByParam, textFilter, yesNoFilter } from './fields';

/** The body GET /mail/outbox shows in place of a secret e-mail's (credentials, resets, reset links). */
export const secretBodyNotice = '(Contenido con credenciales: solo lo recibe el destinatario; no se muestra aquí.)';

/**
 * Where a message stands: queued (not tried yet), retrying (failed for a passing reason; tried again at
 * next_attempt_at), sent, failed (given up: a permanent provider error or too many attempts; last_error says why),
 * unconfigured (its channel has no provider in this deployment, so it is not sent).
 */
/** Delivery attempts before a message is given up. */
export const maxDeliveryAttempts = 5;

export const deliveryStates = ['queued', 'retrying', 'sent', 'failed', 'unconfigured'] as const;
export type DeliveryState = (typeof deliveryStates)[number];

export const outboxMessage = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'whatsapp']),
  recipient: z.string(),
  template: z.string(),
  subject: z.string(),
  body: z.string(),
  booking_id: z.number().int().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  state: z.enum(deliveryStates),
  next_attempt_at: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;
export const outboxList = listReply(outboxMessage);

export const outboxQuery = listQuery.extend({
  perPage: perPageParam(25),
  orderBy: orderByParam('DESC'),
  /** Messages are listed in the order they were queued: id and created_at order them alike; anything else is a 422. */
  sortBy: sortByParam(['id', 'created_at'] as const),
  recipient: textFilter,
  channel: optionalFilter(z.enum(['email', 'whatsapp'], { error: choiceMessage })),
  /** yes: not sent yet. */
  pending: yesNoFilter,
});
export type OutboxQuery = z.infer<typeof outboxQuery>;
