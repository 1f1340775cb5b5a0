// A billing list's filter bar fields, from its one definition (list-definitions.ts): labels are the columns'.
import type { FilterField } from '@/components/filter-bar/filter-bar';
import type { ListDefinition, ListView } from './list-view';

const inputType = { id: 'number', int: 'text', amount: 'text', date: 'date', text: 'text' } as const;

export function listFilterFields<F extends string, S extends string>(
  def: ListDefinition<F, S>,
  view: ListView<F, S>,
  label: (name: F) => string,
): FilterField[] {
  return def.filters.map(({ name, kind }) => ({
    name,
    label: label(name),
    value: view.filters[name],
    type: name === 'phone_number' ? 'tel' : inputType[kind],
    // A charge may be negative, and phones' numeric keypads have no minus sign; an amount needs its decimal mark.
    inputMode: kind === 'amount' ? 'decimal' : undefined,
  }));
}
