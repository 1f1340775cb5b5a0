// The applied filters' chips (components/filter-bar/filter-chips.tsx): each removes exactly its own value and keeps
// the sort and the other filters; options show their label; a value that was refused is no chip.
import { describe, expect, it } from 'vitest';
import { filterChips } from '@/components/filter-bar/filter-chips';

describe('filterChips', () => {
  const fields = [
    { name: 'status', label: 'Estado', type: 'select' as const, value: '3', options: [{ value: '3', label: 'Ingresado' }] },
    { name: 'lockerIds', label: 'Lockers', type: 'checkboxes' as const, values: ['1', '2'], options: [{ value: '1', label: 'Norte' }, { value: '2', label: 'Sur' }] },
    { name: 'id', label: 'ID', type: 'number' as const, value: 'abc', error: 'No es un valor válido' },
    { name: 'email', label: 'Correo', type: 'email' as const },
  ];

  it('gives one chip per applied value, named by the option label, linking to the view without it', () => {
    const chips = filterChips('/reservas', fields, { sortBy: 'size', orderBy: undefined });
    expect(chips.map(({ label, value, href }) => [label, value, href])).toEqual([
      ['Estado', 'Ingresado', '/reservas?sortBy=size&lockerIds=1&lockerIds=2'],
      ['Lockers', 'Norte', '/reservas?sortBy=size&status=3&lockerIds=2'],
      ['Lockers', 'Sur', '/reservas?sortBy=size&status=3&lockerIds=1'],
    ]);
  });

  it('links the last chip to the bare list', () => {
    expect(filterChips('/usuarios', [{ name: 'name', label: 'Nombre', type: 'text', value: 'Ana María' }], {})[0]!.href).toBe('/usuarios');
    expect(filterChips('/usuarios', [{ name: 'name', label: 'Nombre', type: 'text', value: 'Ana María' }], {})[0]!.value).toBe('Ana María');
  });
});
