// The example of "credits exclude VAT" the recharge dialog and the prices page give: the largest pack with the price
// the backend gives it, so the example and the pack's price cannot disagree.
import type { PricesReply } from '@/contract/prices';
import type { Formatter } from '@/lib/format/format';

export function vatExample(format: Formatter, packs: PricesReply['packs']): { price: string; credits: string } {
  const largest = packs[packs.length - 1]!;
  return { price: format.money(largest.price_uyu), credits: format.count(largest.credits) };
}
