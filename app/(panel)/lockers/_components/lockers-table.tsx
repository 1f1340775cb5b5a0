// The lockers table of docs/domain/screens.md (ID, name, enabled, actions), rendered on the server. The enabled column is the
// switch (a small client island per row); the action is the door grid, rendered hidden in the row's detail and
// shown by the expand toggle (no request when it opens).
import { getTranslations } from '@/lib/i18n/server';
import { createDataColumnHelper, DataTable, type DataColumn } from '@/components/data-table/data-table';
import type { LockerDoorGrid } from '@/contract/lockers';
import type { Location } from '@/contract/reference';
import { lockersList, type LockersView } from '@/lib/lockers/list-view';
import { DoorGrid } from './door-grid';
import { LockerToggle } from './locker-toggle';

const column = createDataColumnHelper<Location>();

export async function LockersTable({ lockers, grids, view }: { lockers: Location[]; grids: Map<number, LockerDoorGrid | null>; view: LockersView }) {
  const [t, tl, te] = await Promise.all([getTranslations('lockers'), getTranslations('lists'), getTranslations('errors')]);
  const columns: DataColumn<Location>[] = [
    column.accessor('id', { header: t('fields.id'), meta: { sortKey: 'id', className: 'tabular-nums' } }),
    column.accessor('description', { header: t('fields.description'), meta: { sortKey: 'description' } }),
    column.display({
      id: 'enabled',
      header: t('fields.enabled'),
      cell: ({ row }) => (
        <LockerToggle
          id={row.original.id}
          enabled={row.original.locker_enabled}
          label={t('list.toggle', { name: row.original.description })}
          states={{ on: tl('yes'), off: tl('no'), failed: te('unexpected') }}
        />
      ),
    }),
  ];
  return (
    <DataTable
      id="lockers-table"
      columns={columns}
      data={lockers}
      getRowId={(l) => String(l.id)}
      caption={t('title')}
      sort={{ column: view.sortBy, direction: view.orderBy, href: (key) => `/lockers${lockersList.search(lockersList.sortedBy(view, key as LockersView['sortBy']))}` }}
      expand={{
        header: t('fields.actions'),
        showHeader: true,
        buttonLabel: (l) => t('list.showDoors', { name: l.description }),
        render: (l) => <DoorGrid grid={grids.get(l.id) ?? null} name={l.description} enabled={Boolean(l.enabled)} />,
      }}
    />
  );
}
