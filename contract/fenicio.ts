// GET /booking/fenicio/{id}: an e-commerce (fenicio) order's client data to fill the create form (docs/domain/backend-calls.md).
// Only with booking-create-fenicio and the fenicio config at 1 (docs/domain/roles-and-permissions.md).
import { z } from 'zod';
import { dataReply } from './common';

export const fenicioOrderIdPattern = /^[A-Za-z0-9-]{1,64}$/;
export const fenicioOrderNotFoundMessage = 'No se encontró la orden de Fenicio';
export const featureOffMessage = 'Esta función no está habilitada para tu cuenta.';

export const fenicioOrder = z.object({
  order_id: z.string(),
  client: z.object({
    description: z.string(),
    email: z.string().nullable(),
    document: z.string().nullable(),
    phone_number: z.string().nullable(),
  }),
});
export type FenicioOrder = z.infer<typeof fenicioOrder>;
export const fenicioOrderReply = dataReply(fenicioOrder);
