// The lockers list's URL (spec §2 filters ID, name, enabled yes/no; §9: 5 per page, id descending).
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
