// A card payment's status as the POS terminal reports it ("APROBADA", "RECHAZADA"), named in the user's language
// (billing.poslink.statuses); a status the messages do not know is shown as it came. The filter matches the
// stored value, so the value itself never changes.
export function poslinkStatusName(status: string, names: Record<string, string>): string {
  return names[status] ?? status;
}

/** The badge tone (app/globals.css .tone-…) of a status: approved green, rejected red, anything else neutral. */
export function poslinkStatusTone(status: string): string {
  return status === 'APROBADA' ? 'tone-emerald' : status === 'RECHAZADA' ? 'tone-red' : 'tone-neutral';
}

/** Only an approved payment is a receipt: a rejected one (or one in a status we do not know) proves no payment. */
export function isReceipt(status: string): boolean {
  return status === 'APROBADA';
}
