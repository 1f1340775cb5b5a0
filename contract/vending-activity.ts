// What happens at a vending locker (custom deployments: docs/domain/overview.md, docs/domain/screens.md sales and stock), reported to /api/v2/vending by
// the locker and its delivery staff. The spec names no calls for these; ours are the smallest that let the sales and
// stock reports follow real activity:
//   POST /vending/loads   – a delivery man puts an article into an empty door ("reserva IN")
//   POST /vending/sales   – a customer buys the door's article, paid by card at the locker's POS terminal
//   POST /vending/returns – a delivery man collects the returnable container the customer left in the door
// A door is named as the stock report shows it: the locker (location_id) and the door's number.
import { z } from 'zod';
import { dataReply } from './common';
import { optionalText, phoneMessage, requiredId, requiredText, textMessage, typeError } from './fields';

export const doorNotEmptyMessage = 'La puerta no está vacía';
export const nothingForSaleMessage = 'La puerta no tiene un artículo a la venta';
export const noContainerMessage = 'La puerta no tiene un envase para retirar';
export const articleNotLoadableMessage = 'El artículo no se puede cargar en un locker';
export const articleNotForSaleMessage = 'El artículo no está a la venta';
export const transactionRecordedMessage = 'Esta transacción ya fue registrada';
export const deliveryRoleMessage = 'Solo un repartidor puede cargar artículos o retirar envases';

const door = { location_id: requiredId, door: requiredId };

export const vendingLoadBody = z.object({ ...door, article_id: requiredId });
export type VendingLoadBody = z.infer<typeof vendingLoadBody>;

/** What the POS terminal reports of an approved card payment (it talks to the card acquirer, not us). */
const cardCode = (max: number) => requiredText(max).pipe(z.string().regex(/^[A-Za-z0-9-]+$/, 'Solo puede contener letras, números y guiones'));

export const vendingSaleBody = z.object({
  ...door,
  /** What the customer paid for; by default the article loaded in the door (a substitute when it differs). */
  article_id: requiredId.optional(),
  customer_name: requiredText(120),
  phone_number: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || null : v),
    z.string({ error: typeError(textMessage) }).regex(/^\+?[\d\s\-()]{6,20}$/, phoneMessage).nullish(),
  ),
  card_owner_name: optionalText(120),
  transaction_id: cardCode(64),
  authorization_code: cardCode(32),
});
export type VendingSaleBody = z.infer<typeof vendingSaleBody>;

export const vendingReturnBody = z.object(door);
export type VendingReturnBody = z.infer<typeof vendingReturnBody>;

/** The door after the write, as the stock report will show it. */
export const vendingDoorState = z.object({
  /** The load (reserva IN) the door now holds, or whose container was collected. */
  load_id: z.number().int(),
  /** The sale (reserva) when there is one. */
  sale_id: z.number().int().nullable(),
  location_id: z.number().int(),
  door: z.number().int(),
  estado_contenido: z.enum(['disponible', 'envase', 'vacia']),
  article_id: z.number().int(),
  /** Decimal string with two places, charged for the sale; null for a load. */
  total_amount: z.string().nullable(),
});
export type VendingDoorState = z.infer<typeof vendingDoorState>;
export const vendingDoorReply = dataReply(vendingDoorState);
