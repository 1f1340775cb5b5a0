// A date filter as a text field in the screens' order (day/month/year, lib/format/typed-date.ts): the browser's
// own date input follows the browser's language, not the page's, and showed "mm/dd/yyyy" on a Spanish screen.
// The label says the order; the applied ISO day is shown back as typed-style text.
import type { FilterField } from '@/components/filter-bar/filter-bar';
import { showTypedDay } from '@/lib/format/typed-date';

export function typedDayField(base: { name: string; label: string; value?: string; error?: string }, hint: string): FilterField {
  return { ...base, label: `${base.label} (${hint})`, value: base.error ? base.value : showTypedDay(base.value), type: 'text' };
}
