// /clientes/[id] – one client (docs/domain/clients.md): contact details (CI and mobile only for client-show-sensitive),
// their bookings newest first (10 a page, ?page=N), edit in the side drawer (?editar=ID) and delete after a confirmation
// (disabled while bookings are in progress, with the text saying so).
// Another tenant's id and a missing one are the same 404.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from '@/lib/i18n/server';
import type { ReactNode } from 'react';
import { internationalPhone } from '@/common/phone-countries';
import { BookingIdLink } from '@/components/data-table/booking-id-link';
import { createDataColumnHelper, DataTable, type DataColumn } from '@/components/data-table/data-table';
import { Pagination } from '@/components/data-table/pagination';
import { drawerChrome, editId } from '@/components/form-drawer/drawer-chrome';
import { PageHeader } from '@/components/layout/page-header';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { clientLink } from '@/components/ui/client-link';
import type { ClientBooking } from '@/contract/clients';
import { findClientBookings, getClient } from '@/lib/clients/queries';
import { getFormat } from '@/lib/format/server';
import { readParam } from '@/lib/list-view/list-view';
import { holds } from '@/common/permissions';
import { requireAccess } from '@/lib/session';
import { StatusBadge } from '../../reservas/_components/status-badge';
import { ClientDrawer } from '../_components/client-drawer';
import { DeleteClientButton } from './_components/delete-client-button';

export async function generateMetadata({ params }: PageProps<'/clientes/[id]'>): Promise<Metadata> {
  const t = await getTranslations('clients');
  return { title: `${t('title')} · ${(await params).id}` };
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="break-words text-fg">{children || '—'}</dd>
    </div>
  );
}

const column = createDataColumnHelper<ClientBooking>();

export default async function ClientPage({ params, searchParams }: PageProps<'/clientes/[id]'>) {
  const me = await requireAccess('clients');
  const [{ id }, query] = await Promise.all([params, searchParams]);
  if (!/^\d{1,9}$/.test(id)) notFound();
  const client = (await getClient(Number(id))) ?? notFound();
  const page = Number(readParam(query, 'page') ?? '1') || 1;
  const can = {
    edit: holds(me.permissions, 'client-edit'),
    delete: holds(me.permissions, 'client-delete'),
    openBookings: holds(me.permissions, 'booking-show'),
  };
  const [theirBookings, t, tb, te, format] = await Promise.all([
    findClientBookings(client.id, Math.max(page, 1)),
    getTranslations('clients'),
    getTranslations('bookings'),
    getTranslations('errors'),
    getFormat(),
  ]);
  const columns: DataColumn<ClientBooking>[] = [
    column.accessor('id', {
      header: t('detail.booking'),
      meta: { className: 'tabular-nums' },
      cell: ({ getValue }) => <BookingIdLink id={getValue()} canOpen={can.openBookings} label={(n) => tb('detail.title', { id: n })} />,
    }),
    column.accessor('description', { header: tb('fields.description') }),
    column.accessor('status', { header: t('detail.status'), cell: ({ getValue }) => <StatusBadge status={getValue()} /> }),
    column.accessor((b) => b.location.description, { id: 'location', header: t('detail.location') }),
    column.accessor('created_at', { header: t('detail.created_at'), cell: ({ getValue }) => format.dateTime(getValue()) }),
  ];
  const editing = can.edit && editId(query) === client.id;
  /** The text saying why the client cannot be deleted yet, when it cannot (the server refuses while bookings are open). */
  const deleteBlockedBy = client.open_bookings_count > 0 ? 'client-open-bookings' : undefined;

  return (
    <>
      <Link href="/clientes" className="mb-2 inline-block text-sm text-primary underline">
        {t('detail.back')}
      </Link>
      <PageHeader
        title={client.name}
        description={t('detail.bookingsTotal', { total: client.bookings_count })}
        actions={
          (can.edit || can.delete) && (
            <div className="flex flex-wrap gap-2">
              {can.edit && (
                <a href={`/clientes/${client.id}?editar=${client.id}`} {...clientLink({ keepScroll: true })} className={buttonClasses({ variant: 'secondary' })}>
                  {t('actions.edit')}
                </a>
              )}
              {can.delete && (
                <DeleteClientButton
                  clientId={client.id}
                  blockedBy={deleteBlockedBy}
                  labels={{
                    label: t('actions.delete'),
                    confirmTitle: t('confirm.deleteTitle', { name: client.name }),
                    confirmDescription: t('confirm.deleteDescription'),
                    cancel: t('actions.cancel'),
                    failed: te('unexpected'),
                  }}
                />
              )}
            </div>
          )
        }
      />
      <div className="grid grid-cols-1 gap-6">
        <Card>
          <CardTitle className="mb-4">{t('detail.contact')}</CardTitle>
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Field label={t('fields.email')}>{client.email}</Field>
            {!client.sensitive_hidden && (
              <>
                <Field label={t('fields.document')}>{client.document}</Field>
                <Field label={t('fields.phone_number')}>{internationalPhone(client.phone_country, client.phone_number)}</Field>
              </>
            )}
            <Field label={t('fields.created_at')}>{format.date(client.created_at)}</Field>
            <Field label={t('fields.last_booking_at')}>{client.last_booking_at && format.dateTime(client.last_booking_at)}</Field>
          </dl>
          {client.sensitive_hidden && <p className="mt-4 text-sm text-fg-muted">{t('detail.sensitiveHidden')}</p>}
          {can.delete && deleteBlockedBy && (
            <p id={deleteBlockedBy} className="mt-4 text-sm text-fg-muted">
              {t('detail.openBookings', { count: client.open_bookings_count })}
            </p>
          )}
        </Card>
        <Card>
          <CardTitle className="mb-4">{t('detail.bookings')}</CardTitle>
          {theirBookings.data.length === 0 ? (
            <p className="text-fg-muted">{t('detail.noBookings')}</p>
          ) : (
            <DataTable id="client-bookings" columns={columns} data={theirBookings.data} getRowId={(b) => String(b.id)} caption={t('detail.bookings')} />
          )}
          {theirBookings.meta.last_page > 1 && (
            <ClientBookingsPager id={client.id} page={page} lastPage={theirBookings.meta.last_page} />
          )}
        </Card>
      </div>
      {editing && <ClientDrawer {...await drawerChrome(t('form.editTitle', { name: client.name }))} record={client} />}
    </>
  );
}

async function ClientBookingsPager({ id, page, lastPage }: { id: number; page: number; lastPage: number }) {
  const t = await getTranslations('lists');
  return (
    <Pagination
      page={page}
      lastPage={lastPage}
      href={(n) => `/clientes/${id}?page=${n}`}
      labels={{ nav: t('pagination.nav'), previous: t('pagination.previous'), next: t('pagination.next'), status: t('pagination.page', { page, pages: lastPage }) }}
    />
  );
}
