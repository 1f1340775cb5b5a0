// The apartments list's URL (docs/domain/screens.md filters id, block, number; docs/domain/limits.md id descending, no pagination).
import { defineListView } from '../list-view/list-view';

export const apartmentsList = defineListView({
  filters: [
    { name: 'id', kind: 'id' },
    { name: 'block', kind: 'text' },
    { name: 'number', kind: 'text' },
  ],
  sortColumns: ['id', 'name', 'block', 'number'],
  defaultSort: 'id',
  defaultOrder: 'DESC',
});
export type ApartmentsView = ReturnType<typeof apartmentsList.parse>;
