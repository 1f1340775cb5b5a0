// /notifications and /push-notification (docs/domain/data-model.md, docs/domain/backend-calls.md): the user's notifications and browser push subscriptions.
import { z } from 'zod';
import {
  aboveMessage, choiceMessage, formatError, formatMessage, integerMessage, listMessage, maxId, maxValueMessage, numberMessage, requiredMessage, textMessage, tooLongMessage, tooManyMessage,
  typeError,
} from './fields';
import { notificationLimit } from './notification-limits';

/** Server-side shape of docs/domain/data-model.md: id, data {title, body, data, created_at}, read_at, created_at. */
export const notificationRecord = z.object({
  id: z.number().int(),
  data: z.object({
    title: z.string(),
    body: z.string(),
    data: z.record(z.string(), z.unknown()),
    created_at: z.string(),
  }),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type NotificationRecord = z.infer<typeof notificationRecord>;

export { notificationLimit };

export const notificationsReply = z.object({
  data: z.array(notificationRecord).max(notificationLimit),
  meta: z.object({ unread: z.number().int().nonnegative() }),
});

export const notificationReply = z.object({ data: notificationRecord });

/** PUT /notifications/read-all: the ids of the unread ones the client shows. */
export const readAllRequest = z.object({
  ids: z
    .array(z.number({ error: typeError(numberMessage) }).int(integerMessage).positive(aboveMessage(0)).max(maxId, maxValueMessage(maxId)), { error: typeError(listMessage) })
    .max(1000, tooManyMessage(1000)),
});
export const readAllReply = z.object({ data: z.object({ updated: z.number().int().nonnegative() }) });

const pushKey = (max: number) => z.string({ error: typeError(textMessage) }).min(1, requiredMessage).max(max, tooLongMessage(max));

/** An endpoint that is not a browser's push service (the server posts every notification there). */
export const pushEndpointMessage = 'La dirección de notificaciones no es de un servicio de notificaciones del navegador';

/** A standard Push API subscription (PushSubscription.toJSON()). */
export const pushSubscriptionJson = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: formatError(formatMessage) }).max(2000, tooLongMessage(2000)),
  expirationTime: z.number({ error: typeError(numberMessage) }).nullable().optional(),
  keys: z.object({ p256dh: pushKey(200), auth: pushKey(100) }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionJson>;

/** POST /push-notification {token, app_name: "users_web"}; the token is the subscription, as an object or its JSON text. */
export const pushRegistration = z.object({
  token: z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, pushSubscriptionJson),
  app_name: z.literal('users_web', { error: choiceMessage }),
});
export const pushRegistrationReply = z.object({ message: z.string() });
export const pushPublicKeyReply = z.object({ public_key: z.string() });
