// /usuarios/correos – the tenant's outbox for administrators (user-edit): every message the backend sent or
// would send (credentials, password and code resets, pickup codes), newest first, with its channel and where its
// delivery stands (DeliveryState). The body opens in the row's
// detail; a message holding a secret (password, code, reset link, pickup code) shows a notice instead: only its
// recipient reads it.
import { getFormat } from '@/lib/format/server';
import { getTranslations } from '@/lib/i18n/server';
import { BackLink } from '@/components/layout/back-link';
import { createDataColumnHelper, DataTable } from '@/components/data-table/data-table';
import { listFilterFields } from '@/components/list-screen/filter-fields';
import { ListScreen } from '@/components/list-screen/list-screen';
import type { OutboxMessage } from '@/contract/mail';
import { requireAccess, requirePermission } from '@/lib/session';
import { outboxList } from '@/lib/users/list-view';
import { findOutbox } from '@/lib/users/queries';
import { keepPageInRange } from '@/lib/list-view/page-in-range';
import { DeliveryState } from './delivery-state';

const column = createDataColumnHelper<OutboxMessage>();

export async function generateMetadata() {
  return { title: (await getTranslations('users'))('outboxTitle') };
}

export default async function OutboxPage({ searchParams }: PageProps<'/usuarios/correos'>) {
  await requireAccess('users');
  await requirePermission('user-edit');
  const view = outboxList.parse(await searchParams);
  const [list, t, format] = await Promise.all([findOutbox(view), getTranslations('users.outbox'), getFormat()]);
  const pageHref = (page: number) => `/usuarios/correos${outboxList.search({ ...view, page })}`;
  keepPageInRange(view.page, list, pageHref);
  const date = (iso: string) => format.dateTime(iso);
  const columns = [
    column.accessor('created_at', { header: t('created_at'), meta: { className: 'whitespace-nowrap' }, cell: ({ getValue }) => date(getValue()) }),
    column.accessor('channel', { header: t('channel'), cell: ({ getValue }) => t(`channels.${getValue()}`) }),
    column.accessor('recipient', { header: t('recipient'), meta: { className: 'break-all' } }),
    column.accessor('subject', { header: t('subject') }),
    column.accessor('state', { header: t('state'), meta: { className: 'min-w-48' }, cell: ({ row }) => <DeliveryState message={row.original} date={date} /> }),
  ];

  return (
    <ListScreen
      path="/usuarios/correos"
      title={(await getTranslations('users'))('outboxTitle')}
      description={`${t('description')} ${t('total', { total: list.meta.total })}.`}
      actions={<BackLink href="/usuarios" label={t('back')} />}
      filters={await listFilterFields(outboxList.definition.filters, view, { label: (name) => t(name === 'recipient' ? 'recipient' : 'pending'), types: { recipient: 'text' } })}
      keep={{}}
      empty={{ show: list.data.length === 0, text: outboxList.hasFilters(view) ? t('empty') : t('emptyAll') }}
      table={
        <DataTable
          id="outbox-table"
          columns={columns}
          data={list.data}
          getRowId={(m) => String(m.id)}
          caption={t('description')}
          expand={{
            header: t('body'),
            buttonLabel: (m) => t('showBody', { id: m.id }),
            render: (m) => <pre className="font-sans text-sm whitespace-pre-wrap text-fg">{m.body}</pre>,
          }}
        />
      }
      pagination={{ page: view.page, lastPage: list.meta.last_page, href: pageHref }}
    />
  );
}
