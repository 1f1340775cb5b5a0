// The lockers table of docs/domain/screens.md (ID, name, enabled, doors), rendered on the server. The enabled column is the
// switch (a small client island per row); the last column is the row's one action, showing the door grid: rendered
// hidden in the row's detail and shown by the expand toggle (no request when it opens), under a header that names it.
import { getTranslations } from '@/lib/i18n/server';
import { createDataColumnHelper, DataTable, type DataColumn } from '@/components/data-table/data-table';
import type { LockerDoorGrid } from '@/contract/lockers';
import type { Location } from '@/contract/reference';
import { lockersList, type LockersView } from '@/lib/lockers/list-view';
import { DoorGrid } from './door-grid';
import { LockerToggle } from './locker-toggle';

const column = createDataColumnHelper<Location>();

export async function LockersTable({ lockers, grids, view }: { lockers: Location[]; grids: Map<number, LockerDoorGrid | null>; view: LockersView }) {
  const [t, tl, te, tc] = await Promise.all([getTranslations('lockers'), getTranslations('lists'), getTranslations('errors'), getTranslations('common.actions')]);
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
          disable={{ title: t('disable.title', { name: row.original.description }), body: t('disable.body'), confirm: t('disable.confirm'), cancel: tc('cancel') }}
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
        header: t('fields.doors'),
        showHeader: true,
        buttonLabel: (l) => t('list.showDoors', { name: l.description }),
        render: (l) => <DoorGrid grid={grids.get(l.id) ?? null} name={l.description} enabled={Boolean(l.enabled)} />,
      }}
    />
  );
}
