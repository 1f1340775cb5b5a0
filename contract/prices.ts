// GET /prices: the tariff as the backend serves it (the rules live in backend/modules/prices).
import { z } from 'zod';

export const pricesReply = z.object({
  /** 0.22: credits exclude it, door prices include it. */
  vat_rate: z.number(),
  /** What one credit costs in centésimos, VAT included. */
  credit_price_cents: z.number().int(),
  doors: z.array(z.object({ size_id: z.number().int(), price_uyu: z.number(), credits: z.number().int() })),
  packs: z.array(z.object({ credits: z.number().int(), price_uyu: z.number() })),
});
export type PricesReply = z.infer<typeof pricesReply>;
export const pricesResponse = z.object({ data: pricesReply });
