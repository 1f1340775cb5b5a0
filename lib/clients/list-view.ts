// The clients list's URL (docs/domain/clients.md): filters id, name, e-mail, and document and mobile for those who
// see them; 25 a page, id descending.
import { defineListView } from '../list-view/list-view';

export const clientsList = defineListView({
  filters: [
    { name: 'id', kind: 'id' },
    { name: 'name', kind: 'text' },
    { name: 'email', kind: 'text' },
    { name: 'document', kind: 'text' },
    { name: 'phone_number', kind: 'text' },
  ],
  sortColumns: ['id', 'name', 'email', 'created_at'],
  defaultSort: 'id',
  defaultOrder: 'DESC',
});
export type ClientsView = ReturnType<typeof clientsList.parse>;

/** Filters on what only client-show-sensitive shows: dropped from the view (and the bar) of everyone else. */
export const sensitiveClientFilters = ['document', 'phone_number'] as const;
