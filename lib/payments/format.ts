// How the billing screens write money: UYU as Uruguay writes it ("$ 4.880", both centésimos digits only when there
// are some: "$ 249,90"), in English "$4,880". Usable on the server and in the dialogs.
export function formatUyu(locale: string, amount: number): string {
  return new Intl.NumberFormat(locale.startsWith('en') ? 'en-US' : 'es-UY', {
    style: 'currency',
    currency: 'UYU',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
