// The clients table (docs/domain/clients.md): id, name, e-mail, CI and mobile (shown only to client-show-sensitive),
// bookings and the last one; the name opens the client. Rendered on the server; sortable headers are links.
import { clientLink } from '@/components/ui/client-link';
import { getTranslations } from '@/lib/i18n/server';
import { createDataColumnHelper, DataTable, type DataColumn } from '@/components/data-table/data-table';
import { actionsColumn } from '@/components/row-actions/actions-column';
import { editDeleteItems } from '@/components/row-actions/row-action-items';
import type { Client } from '@/contract/clients';
import { deleteClientAction } from '@/lib/clients/actions/delete-client-action';
import { clientsList, type ClientsView } from '@/lib/clients/list-view';
import { getFormat } from '@/lib/format/server';

const column = createDataColumnHelper<Client>();

interface Props {
  clients: Client[];
  view: ClientsView;
  can: { edit: boolean; delete: boolean; sensitive: boolean };
}

export async function ClientsTable({ clients, view, can }: Props) {
  const [t, format] = await Promise.all([getTranslations('clients'), getFormat()]);
  const columns: DataColumn<Client>[] = [
    column.accessor('id', { header: t('fields.id'), meta: { sortKey: 'id', className: 'tabular-nums' } }),
    column.accessor('name', {
      header: t('fields.name'),
      // Long names and e-mails wrap, anywhere if they must, so the table keeps fitting a laptop.
      meta: { sortKey: 'name', className: 'min-w-32 wrap-anywhere' },
      cell: ({ row }) => (
        <a href={`/clientes/${row.original.id}`} {...clientLink()} className="text-primary underline">
          {row.original.name}
        </a>
      ),
    }),
    column.accessor('email', { header: t('fields.email'), meta: { sortKey: 'email', className: 'wrap-anywhere card-wide' }, cell: ({ getValue }) => getValue() ?? '—' }),
  ];
  if (can.sensitive) {
    columns.push(
      column.accessor('document', { header: t('fields.document'), cell: ({ getValue }) => getValue() ?? '—' }),
      column.accessor('phone_number', { header: t('fields.phone_number'), cell: ({ getValue }) => getValue() ?? '—' }),
    );
  }
  columns.push(
    column.accessor('bookings_count', { header: t('fields.bookings_count'), meta: { className: 'tabular-nums' }, cell: ({ getValue }) => format.count(getValue()) }),
    column.accessor('last_booking_at', { header: t('fields.last_booking_at'), cell: ({ getValue }) => format.dateTime(getValue()) }),
  );
  if (can.edit || can.delete) {
    columns.push(
      await actionsColumn({
        rows: clients,
        header: t('fields.actions'),
        rowLabel: (c) => t('list.row', { name: c.name }),
        items: (c) =>
          editDeleteItems({
            editHref: can.edit ? `/clientes${clientsList.search(view, { editar: String(c.id) })}` : undefined,
            // A client with bookings in progress cannot be deleted: the client's page says why (decision 0112).
            remove: can.delete && c.open_bookings_count === 0 ? deleteClientAction.bind(null, c.id) : undefined,
            deleteTitle: t('confirm.deleteTitle', { name: c.name }),
          }),
      }),
    );
  }
  return (
    <DataTable
      id="clients-table"
      columns={columns}
      data={clients}
      getRowId={(c) => String(c.id)}
      caption={t('title')}
      sort={{ column: view.sortBy, direction: view.orderBy, href: (key) => `/clientes${clientsList.search(clientsList.sortedBy(view, key as ClientsView['sortBy']))}` }}
    />
  );
}
