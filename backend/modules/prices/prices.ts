// The tariff (docs/domain/limits.md, docs/domain/credits.md): the one place it lives. Bookings debit by it, recharges
// charge by it, and GET /prices serves it to every screen that shows a price.
import { creditsPriceCents } from '@/common/credit-price';
import type { PricesReply } from '@/contract/prices';

/** Door prices in UYU, VAT included, by size id (1 small, 2 medium, 3 large). */
export const doorPricesUyu: Readonly<Record<number, number>> = { 1: 149, 2: 179, 3: 199 };
export const vatRate = 0.22;

/** Credits exclude VAT: a price of 149 UYU costs round(149 / 1.22) = 122 credits. */
export function creditsForPrice(priceUyu: number): number {
  return Math.round(priceUyu / (1 + vatRate));
}

/** Credits a booking of that size costs; undefined for an unknown size. */
export function bookingCredits(sizeId: number): number | undefined {
  const price = doorPricesUyu[sizeId];
  return price === undefined ? undefined : creditsForPrice(price);
}

/**
 * Every credit costs 1.22 UYU (credits exclude the 22 % VAT), packs included: 4000 for 4880, 7000 for 8540, 10000
 * for 12200 (docs/domain/credits.md; decision 0071 on the 12220 once listed for the last pack).
 */
export const creditPacks: readonly number[] = [4000, 7000, 10000];

export function isCreditPack(credits: number): boolean {
  return creditPacks.includes(credits);
}

/** One credit in centésimos (integers, never floats): 122. */
export const creditPriceCents = Math.round((1 + vatRate) * 100);

/** Price in centésimos: credits × 1.22 exactly, the packs' prices too (common/credit-price.ts, shared with the dialog). */
export function rechargePriceCents(credits: number): number {
  return creditsPriceCents(credits, creditPriceCents);
}

/** GET /prices: the same for every tenant. */
export const prices: PricesReply = {
  vat_rate: vatRate,
  credit_price_cents: creditPriceCents,
  doors: Object.entries(doorPricesUyu).map(([sizeId, price]) => ({ size_id: Number(sizeId), price_uyu: price, credits: creditsForPrice(price) })),
  packs: creditPacks.map((credits) => ({ credits, price_uyu: rechargePriceCents(credits) / 100 })),
};
