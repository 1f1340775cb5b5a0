// The lockers list's URL (docs/domain/screens.md filters ID, name, enabled yes/no; docs/domain/limits.md: 5 per page, id descending).
import { defineListView } from '../list-view/list-view';

export const LOCKERS_PER_PAGE = 5;

export const lockersList = defineListView({
  filters: [
    { name: 'id', kind: 'id' },
    { name: 'description', kind: 'text' },
    { name: 'enabled', kind: 'yesno' },
  ],
  sortColumns: ['id', 'description'],
  defaultSort: 'id',
  defaultOrder: 'DESC',
});
export type LockersView = ReturnType<typeof lockersList.parse>;
