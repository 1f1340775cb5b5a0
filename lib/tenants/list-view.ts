// The businesses list's URL (/empresas, the service operator's): a name filter, alphabetical, 25 a page.
import { defineListView } from '../list-view/list-view';

export const TENANTS_PER_PAGE = 25;

export const tenantsList = defineListView({
  filters: [{ name: 'name', kind: 'text' }],
  sortColumns: ['name'],
  defaultSort: 'name',
  defaultOrder: 'ASC',
});
export type TenantsView = ReturnType<typeof tenantsList.parse>;
