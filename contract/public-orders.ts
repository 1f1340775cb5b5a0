// Public, signed-out lookups (docs/domain/screens.md /boarding-pass, /solicitud-de-datos; docs/domain/validation.md data request rules; docs/domain/errors.md texts).
// Every miss answers the same 404 whatever the reason (unknown, malformed), so a reply says nothing about
// which order numbers exist; the lookups are rate-limited per client.
import { z } from 'zod';
import { dataReply } from './common';
import { emailMessage, requiredMessage, textMessage, tooLongMessage, tooShortMessage, typeError } from './fields';

export const noOrderGivenMessage = 'No se proporcionó un número de orden';
export const boardingPassNotFoundMessage = 'No se encontró la orden especificada';
export const dataRequestNotFoundMessage = 'No se encontró la orden para completar la solicitud';
export const dataRequestLookupFailedMessage = 'Error al buscar la orden';
export const dataRequestCompletedMessage = 'Esta solicitud ya fue completada, no se puede editar';
export const tooManyRequestsMessage = 'Demasiadas consultas. Espere unos minutos e intente nuevamente.';

export const lettersOnlyMessage = 'Solo puede contener letras';
export const lettersAndNumbersMessage = 'Solo puede contener letras y números';
export const flightNumberMessage = 'El número de vuelo no es válido';
export const emailTooLongMessage = 'El correo electrónico es demasiado largo';

/** What an order number may look like; anything else is a miss like an unknown number. */
export const orderNumberPattern = /^[A-Za-z0-9-]{4,40}$/;
export const normaliseOrderNumber = (value: string) => value.trim().toUpperCase();

const required = <S extends z.ZodType<unknown, string>>(schema: S) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string({ error: typeError(textMessage) }).min(1, requiredMessage).pipe(schema));

/** Letters of any language, with single spaces, apostrophes or hyphens between words. */
const personName = required(
  z.string().min(2, tooShortMessage(2)).max(60, tooLongMessage(60)).regex(/^\p{L}+(?:[ '’-]\p{L}+)*$/u, lettersOnlyMessage),
);

export const dataRequestBody = z.object({
  name: personName,
  last_name: personName,
  email: required(z.string().max(254, emailTooLongMessage).email(emailMessage)).transform((v) => v.toLowerCase()),
  passport: required(z.string().min(6, tooShortMessage(6)).max(20, tooLongMessage(20)).regex(/^[A-Za-z0-9]+$/, lettersAndNumbersMessage)).transform((v) => v.toUpperCase()),
  /** IATA style: a two-character airline code (letters or one digit), 1–4 digits, an optional letter ("UX123", "AR1234", "G37251"). */
  flight_number: required(
    z
      .string()
      .min(3, tooShortMessage(3))
      .transform((v) => v.replace(/\s+/g, '').toUpperCase())
      .pipe(z.string().regex(/^(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])\d{1,4}[A-Z]?$/, flightNumberMessage)),
  ),
});
export type DataRequestBody = z.infer<typeof dataRequestBody>;

export const dataRequestStatus = z.object({
  order_number: z.string(),
  /** Completed requests are read-only; their data is not sent back to a signed-out visitor. */
  completed: z.boolean(),
});
export const dataRequestStatusReply = dataReply(dataRequestStatus);

export const boardingPass = z.object({
  order_number: z.string(),
  location: z.object({ description: z.string(), address: z.string().nullable() }),
  /** Ids with the backend's (Spanish) names: the page names them in the visitor's language. */
  size: z.object({ id: z.number().int(), name: z.string() }),
  status: z.object({ id: z.number().int(), name: z.string() }),
  expiration_date: z.string(),
  /** The traveller's name once the data request is completed; null before. */
  passenger: z.string().nullable(),
});
export type BoardingPass = z.infer<typeof boardingPass>;
export const boardingPassReply = dataReply(boardingPass);

/** POST /booking/{id}/public-order: the booking's order number, issued on the first call (201), the same after (200). */
export const issuedOrder = z.object({ order_number: z.string(), booking_id: z.number().int() });
export type IssuedOrder = z.infer<typeof issuedOrder>;
export const issuedOrderReply = dataReply(issuedOrder);
/** GET /booking/{id}/public-order: the number, or null before one is issued. */
export const bookingOrderReply = dataReply(issuedOrder.nullable());
