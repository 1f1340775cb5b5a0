// The example of "credits exclude VAT" the recharge dialog and the prices page give: the largest pack, priced by the
// one rule (contract/billing.ts rechargePriceCents), so the example and the pack's price cannot disagree.
import { creditPacks, rechargePriceCents } from '@/contract/billing';
import type { Formatter } from '@/lib/format/format';

export function vatExample(format: Formatter): { price: string; credits: string } {
  const credits = creditPacks[creditPacks.length - 1]!.credits;
  return { price: format.money(rechargePriceCents(credits) / 100), credits: format.count(credits) };
}
