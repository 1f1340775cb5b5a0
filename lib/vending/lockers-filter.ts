// The lockers filter (multiple) that both vending reports, /ventas and /stock, show first (docs/domain/screens.md).
import type { FilterField } from '@/components/filter-bar/filter-bar';

export function lockersFilterField(label: string, selected: readonly number[], lockers: readonly { id: number; description: string }[]): FilterField {
  return {
    name: 'lockerIds',
    label,
    type: 'checkboxes',
    values: selected.map(String),
    options: lockers.map((l) => ({ value: String(l.id), label: l.description })),
  };
}
