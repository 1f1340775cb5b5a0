// What credits cost: credits × the price of one credit, in whole centésimos (docs/domain/credits.md; decision 0071,
// packs included). The backend charges a recharge by it (backend/modules/prices) and the recharge dialog quotes
// another amount by it, with the credit price GET /prices serves, so the price shown is the price charged.

/** The price of `credits` in centésimos, VAT included, at `creditPriceCents` a credit. */
export function creditsPriceCents(credits: number, creditPriceCents: number): number {
  return credits * creditPriceCents;
}
