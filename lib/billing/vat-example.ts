// The example of "credits exclude VAT" the recharge dialog and the prices page give, with the prices the backend
// gives, so the example and a pack's price cannot disagree. The prices page shows the largest pack; the recharge
// dialog the pack or amount chosen (the figure about to be paid), the largest pack while none is.
import type { PricesReply } from '@/contract/prices';
import type { Formatter } from '@/lib/format/format';

type Pack = PricesReply['packs'][number];

export function vatExample(format: Formatter, packs: PricesReply['packs']): { price: string; credits: string } {
  return packExample(format, packs[packs.length - 1]!);
}

/** The example of what is chosen: a pack's credits, another amount with its price, or nothing valid yet. */
export function chosenVatExample(format: Formatter, packs: PricesReply['packs'], chosen: number | Pick<Pack, 'credits' | 'price_uyu'> | undefined): { price: string; credits: string } {
  const pack = typeof chosen === 'number' ? packs.find((candidate) => candidate.credits === chosen) : chosen;
  return pack ? packExample(format, pack) : vatExample(format, packs);
}

function packExample(format: Formatter, pack: Pick<Pack, 'credits' | 'price_uyu'>) {
  return { price: format.money(pack.price_uyu), credits: format.count(pack.credits) };
}
