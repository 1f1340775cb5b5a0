// Values for a message built from the facts a backend record carries (a notification's `data`, a ledger
// movement's `details`): each fact is checked for its type, and a message is worded only when all are there.
export const textFact = (value: unknown) => (typeof value === 'string' ? value : undefined);
export const wholeFact = (value: unknown) => (Number.isSafeInteger(value) ? String(value) : undefined);

/** The values when every one is there, else null. */
export function allFacts(values: Record<string, string | undefined>): Record<string, string> | null {
  return Object.values(values).every((value) => value !== undefined) ? (values as Record<string, string>) : null;
}
