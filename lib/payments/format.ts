// How the payment pages write money: UYU with the narrow "$", centésimos only when there are some.
import type { getFormatter } from 'next-intl/server';

type Formatter = Awaited<ReturnType<typeof getFormatter>>;

export function formatUyu(format: Formatter, amount: number): string {
  return format.number(amount, { style: 'currency', currency: 'UYU', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 0, maximumFractionDigits: 2 });
}
