// /locker-device/{locationId}/…: what a locker calls when someone types a code on its keypad (simulated here).
import { z } from 'zod';
import { requiredMessage, text, textMessage, typeError } from './fields';

const code = z
  .string({ error: typeError(textMessage) })
  .trim()
  .min(1, requiredMessage)
  .regex(/^\d{6}$/, 'El código debe tener 6 dígitos');

export const dropOffBody = z.object({ insert_code: code });
export const pickupBody = z.object({
  pickup_code: code,
  /** At least the last 4 digits of the recipient's CI, when the booking has one (docs/domain/validation.md). */
  document_digits: z.preprocess((v) => (v === '' || v === null ? undefined : v), text(20).optional()),
});

/** What the locker needs to open the right door. */
export const deviceReply = z.object({
  data: z.object({
    booking_id: z.number().int(),
    door: z.object({ id: z.number().int(), number: z.number().int() }),
    status: z.object({ id: z.number().int(), name: z.string() }),
  }),
});
export type DeviceReply = z.infer<typeof deviceReply>;

export const confirmationCodeMessage = 'El código de confirmación tiene 4 dígitos';

/** POST /locker-device/{locationId}/lost-code: the recipient's full CI (or document) as on the booking. */
export const lostCodeBody = z.object({ document: z.string({ error: typeError(textMessage) }).trim().min(1, requiredMessage).max(20, 'No puede tener más de 20 caracteres') });
/** POST /locker-device/{locationId}/lost-code/confirm */
export const lostCodeConfirmBody = lostCodeBody.extend({
  confirmation_code: z.string({ error: typeError(textMessage) }).trim().min(1, requiredMessage).regex(/^\d{4}$/, confirmationCodeMessage),
});
