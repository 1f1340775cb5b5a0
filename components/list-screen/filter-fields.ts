// A list's filter bar fields from its list-view definition: ids are numeric inputs, amounts text inputs with a
// decimal keypad, yes/no filters selects, choices selects with the options given, texts text inputs. Labels are
// the columns' (fields.*).
import 'server-only';
import { getTranslations } from '@/lib/i18n/server';
import type { FilterField, FilterOption } from '@/components/filter-bar/filter-bar';
import { filterInput, type FilterKind, type ListView } from '@/lib/list-view/list-view';
import { typedDayField } from './typed-day-field';

interface Options<F extends string> {
  label: (name: F) => string;
  /** Options of the "choice" filters. */
  choices?: Partial<Record<F, FilterOption[]>>;
  types?: Partial<Record<F, FilterField['type']>>;
}

export async function listFilterFields<F extends string>(
  filters: readonly { name: F; kind: FilterKind }[],
  view: ListView<F>,
  { label, choices = {}, types = {} }: Options<F>,
): Promise<FilterField[]> {
  const [t, common] = await Promise.all([getTranslations('lists.filters'), getTranslations('common')]);
  const dateHint = common('dateHint');
  const yesNo = [
    { value: 'yes', label: t('yes') },
    { value: 'no', label: t('no') },
  ];
  return filters.map(({ name, kind }): FilterField => {
    const base = { name, label: label(name), ...filterInput(view, name, t('invalid')) };
    if (kind === 'yesno') return { ...base, type: 'select', anyLabel: t('any'), options: yesNo };
    if (kind === 'choice') return { ...base, type: 'select', anyLabel: t('any'), options: choices[name] ?? [] };
    if (kind === 'id' || kind === 'code') return { ...base, type: 'number' };
    if (kind === 'date') return typedDayField(base, dateHint);
    if (kind === 'price' || kind === 'amount') return { ...base, type: 'text', inputMode: 'decimal' };
    // A charge may be negative, and phones' numeric keypads have no minus sign.
    if (kind === 'int') return { ...base, type: 'text' };
    return { ...base, type: types[name] ?? 'text' };
  });
}
