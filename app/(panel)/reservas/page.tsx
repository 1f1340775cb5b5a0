// /reservas – the tenant's bookings (docs/domain/screens.md): filters, sort and page all in the URL, rendered on the server,
// usable before client JavaScript arrives. The create and edit modals are URL state too (?nuevo=1, ?editar=12); their
// code loads when they open, and the booking ?editar= names is read here (a stale link shows no modal).
import { getLocale, getTimeZone } from 'next-intl/server';
import { getPrices } from '@/lib/billing/prices';
import { getTranslations } from '@/lib/i18n/server';
import { Suspense } from 'react';
import { Pagination } from '@/components/data-table/pagination';
import { FilterBar } from '@/components/filter-bar/filter-bar';
import { menuItemMetadata } from '@/components/layout/menu-item-metadata';
import { PageHeader } from '@/components/layout/page-header';
import { editId } from '@/components/form-drawer/drawer-chrome';
import { bookingFormFeatures, canCreateBookings, canEditBooking, defaultPhoneCountry, districadEnabled, permittedBookingActions } from '@/lib/bookings/permissions';
import { findBookings, getBookingForEdit, getBookingSizes, getBookingStatuses, getLocations } from '@/lib/bookings/queries';
import { bookingsSearch, hasFilters, parseBookingsView } from '@/lib/bookings/search-params';
import type { Locale } from '@/contract/locales';
import { requireAccess } from '@/lib/session';
import { keepPageInRange } from '@/lib/list-view/page-in-range';
import { BookingsTable } from './_components/bookings-table';
import { CreateBookingButton } from './_components/create-booking-button';
import { CreateBookingModal } from './_components/create-booking-modal';
import { EditBookingSlot } from './_components/edit-booking-slot';
import { ExportButton } from '@/components/export-button';
import { bookingFilterFields } from './_components/filter-fields';
import { formatter } from '@/lib/format/format';

export const generateMetadata = () => menuItemMetadata('bookings');

export default async function BookingsPage({ searchParams }: PageProps<'/reservas'>) {
  const me = await requireAccess('bookings');
  const districad = districadEnabled(me);
  const params = await searchParams;
  const view = parseBookingsView(params, { districad });
  const exportFailed = params.exportError === '1';
  const permitted = permittedBookingActions(me.permissions);
  const editing = permitted.includes('edit') ? editId(params) : null;
  const canCreate = canCreateBookings(me);
  const [list, locations, statuses, sizes, t, tFilters, locale, timeZone, edited, prices] = await Promise.all([
    findBookings(view),
    getLocations(),
    getBookingStatuses(),
    getBookingSizes(),
    getTranslations('bookings'),
    getTranslations('lists.filters'),
    getLocale() as Promise<Locale>,
    getTimeZone(),
    editing ? getBookingForEdit(editing) : null,
    canCreate ? getPrices() : null,
  ]);
  const { total, last_page: lastPage, total_estimated: estimated } = list.meta;
  const pageHref = (page: number) => `/reservas${bookingsSearch({ ...view, page })}`;
  keepPageInRange(view.page, list, pageHref);

  return (
    <>
      <PageHeader
        title={t('title')}
        description={estimated ? t('list.totalEstimated', { total: formatter(locale).count(total) }) : t('list.total', { total })}
        actions={
          <>
            <ExportButton
              href={`/reservas/export${bookingsSearch({ ...view, page: 1 })}`}
              labels={{ button: t('export.button'), running: t('export.running'), started: t('export.started'), hint: t('export.hint') }}
            />
            {canCreate && (
              <Suspense>
                <CreateBookingButton label={t('actions.create')} locale={locale} />
              </Suspense>
            )}
          </>
        }
      />
      {exportFailed && (
        <p role="alert" className="mb-4 rounded-md border border-danger px-3 py-2 text-sm text-danger">
          {t('export.failed')}
        </p>
      )}
      <FilterBar
        action="/reservas"
        fields={bookingFilterFields(view, { locations, statuses, sizes, districad }, t, tFilters('invalid'))}
        keep={view.sortBy === 'id' && view.orderBy === 'DESC' ? {} : { sortBy: view.sortBy, orderBy: view.orderBy }}
        labels={{ title: t('filters.title'), apply: t('filters.apply'), clear: t('filters.clear') }}
        activeCount={Object.keys(view.filters).length}
      />
      <BookingsTable
        bookings={list.data}
        view={view}
        showProvider={me.provider.enterprise}
        permitted={permitted}
        empty={
          hasFilters(view)
            ? { text: t('list.empty'), clear: { href: '/reservas', label: t('filters.clear') } }
            : {
                text: t('list.emptyAll'),
                action: canCreate && (
                  <Suspense>
                    <CreateBookingButton label={t('actions.create')} locale={locale} />
                  </Suspense>
                ),
              }
        }
      />
      <Pagination
        page={view.page}
        lastPage={lastPage}
        href={pageHref}
        labels={{ nav: t('list.pagination'), previous: t('list.previous'), next: t('list.next'), status: t('list.page', { page: view.page, pages: lastPage }) }}
      />
      {canCreate && (
        <Suspense>
          <CreateBookingModal
            labels={{ title: t('form.title'), loading: t('form.loading') }}
            locale={locale}
            timeZone={timeZone}
            locations={locations.filter((l) => l.enabled === 1).map(({ id, description, address }) => ({ id, description, address }))}
            sizes={sizes.map(({ id, name }) => ({ id, name, credits: prices?.doors.find((door) => door.size_id === id)?.credits }))}
            bookedStatusName={statuses.find((s) => s.id === 2)?.name ?? ''}
            defaultCountry={defaultPhoneCountry(me)}
            features={bookingFormFeatures(me)}
            balance={me.extra_data.credits}
          />
        </Suspense>
      )}
      {edited && canEditBooking(me, edited.status.id) && (
        <EditBookingSlot booking={edited} me={me} />
      )}
    </>
  );
}
