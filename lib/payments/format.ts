// How the billing screens write money: UYU as Uruguay writes it ("$ 4.880", centésimos only when there are
// some), in English "$4,880". Usable on the server and in the dialogs.
export function formatUyu(locale: string, amount: number): string {
  return new Intl.NumberFormat(locale.startsWith('en') ? 'en-US' : 'es-UY', {
    style: 'currency',
    currency: 'UYU',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(amount);
}
