import { describe, expect, it } from 'vitest';
import { articlesList } from '@/lib/articles/list-view';
import { lockersList } from '@/lib/lockers/list-view';
import { teamList } from '@/lib/users/list-view';

describe('administration list views', () => {
  it('read filters, sort and page from the URL and drop what the API would refuse', () => {
    const view = articlesList.parse({ id: '7', nombre: ' Café ', precio: '12,5', vendible: 'no', virtual: 'maybe', sortBy: 'precio', orderBy: 'asc', page: '2' });
    expect(view).toEqual({ filters: { id: '7', nombre: 'Café', precio: '12.5', vendible: 'no' }, rejected: { virtual: 'maybe' }, sortBy: 'precio', orderBy: 'ASC', page: 2 });
    expect(articlesList.parse({ precio: '1,2345', sortBy: 'base64_image', page: '-1' })).toEqual({ ...articlesList.defaults, rejected: { precio: '1,2345' } });
    expect(articlesList.parse({ precio: '12345678' }).filters).toEqual({});
  });

  it('leave a text with a NUL character unapplied, in its field, instead of sending it (the database refuses it)', () => {
    expect(articlesList.parse({ nombre: 'Caf\u0000é' })).toEqual({ ...articlesList.defaults, rejected: { nombre: 'Caf\u0000é' } });
  });

  it('read a price as the table shows it', () => {
    expect(['$ 1.490,50', '1490.5', '1.490'].map((precio) => articlesList.parse({ precio }).filters.precio)).toEqual(['1490.50', '1490.5', '1490']);
  });

  it('default sorts follow docs/domain/limits.md: lockers id descending, users id ascending', () => {
    expect(lockersList.defaults).toMatchObject({ sortBy: 'id', orderBy: 'DESC' });
    expect(teamList.defaults).toMatchObject({ sortBy: 'id', orderBy: 'ASC' });
  });

  it('writes short links: defaults left out, extra parameters (drawers) kept', () => {
    const view = lockersList.parse({ enabled: 'yes' });
    expect(lockersList.search(view)).toBe('?enabled=yes');
    expect(lockersList.search(lockersList.sortedBy(view, 'description'), { editar: '3' })).toBe('?enabled=yes&sortBy=description&orderBy=ASC&editar=3');
    expect(lockersList.keptSort(view)).toEqual({});
    expect(lockersList.keptSort(lockersList.sortedBy(view, 'id'))).toEqual({ sortBy: 'id', orderBy: 'ASC' });
  });
});
