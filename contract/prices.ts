// GET /prices: the tariff as the backend serves it (the rules live in backend/modules/prices).
import { z } from 'zod';

export const transferAccount = z.object({ bank: z.string(), account: z.string(), holder: z.string().optional() });
export type TransferAccount = z.infer<typeof transferAccount>;

export const pricesReply = z.object({
  /** 0.22: credits exclude it, door prices include it. */
  vat_rate: z.number(),
  /** What one credit costs in centésimos, VAT included. */
  credit_price_cents: z.number().int(),
  doors: z.array(z.object({ size_id: z.number().int(), price_uyu: z.number(), credits: z.number().int() })),
  packs: z.array(z.object({ credits: z.number().int(), price_uyu: z.number() })),
  /** Where to send a bank transfer for credits; absent where the deployment has not set one (or its API has none). */
  transfer_account: transferAccount.optional(),
});
export type PricesReply = z.infer<typeof pricesReply>;
export const pricesResponse = z.object({ data: pricesReply });
