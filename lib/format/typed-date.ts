// A day typed into a date filter, in the order the screens show it: day/month/year in both languages
// (format.ts). Accepts "27/11/2026", "27-11-2026", "27.11.26", "1/2/2026" and the URL's own "2026-11-27"; gives the
// ISO day the API takes, or undefined when it is no real day. Zod-free: list views parse in the browser too.

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;
const typedDay = /^(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{2}|\d{4})$/;

function toIso(year: number, month: number, day: number): string | undefined {
  const at = new Date(Date.UTC(year, month - 1, day));
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return undefined;
  return at.toISOString().slice(0, 10);
}

export function parseTypedDay(text: string): string | undefined {
  const value = text.trim();
  const iso = isoDay.exec(value);
  if (iso) return toIso(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const typed = typedDay.exec(value);
  if (!typed) return undefined;
  const year = typed[3]!.length === 2 ? 2000 + Number(typed[3]) : Number(typed[3]);
  return toIso(year, Number(typed[2]), Number(typed[1]));
}

/** An ISO day as the filter shows it: "2026-11-27" → "27/11/2026"; anything else as it came. */
export function showTypedDay(value: string | undefined): string | undefined {
  const iso = value ? isoDay.exec(value) : null;
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : value;
}
