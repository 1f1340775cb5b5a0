// A card payment's status as the POS terminal reports it ("APROBADA", "RECHAZADA"), named in the user's language
// (billing.poslink.statuses); a status the messages do not know is shown as it came. The filter matches the
// stored value, so the value itself never changes.
export function poslinkStatusName(status: string, names: Record<string, string>): string {
  return names[status] ?? status;
}
