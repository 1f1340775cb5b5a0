// /reservas/[id] – one booking, deep-linkable and printable: all fields, the QR of its code (server SVG), the
// history, the credit movements, the comments thread (booking-comments), the locker's map on demand, and the
// actions the user may run (edit in a modal that is URL state: ?editar=<id>).
// Printed, it is what the counter hands over: the QR and its code beside the locker, door and expiry on top, one A4
// page for a usual booking; controls, help texts and an empty comments thread stay on screen.
// Another tenant's id and a missing one are the same 404 (the API answers 404 for both).
import { getFormat } from '@/lib/format/server';
import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import type { ReactNode } from 'react';
import { internationalPhone } from '@/common/phone-countries';
import { bookingStatus } from '@/contract/bookings';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardTitle } from '@/components/ui/card';
import { editId } from '@/components/form-drawer/drawer-chrome';
import { actionsForStatus, districadEnabled, fenicioEnabled, permittedBookingActions } from '@/lib/bookings/permissions';
import { findBookingChanges, findBookingTransactions, getBookingOrderNumber, getBookingOrThrow } from '@/lib/bookings/queries';
import { findBookingComments } from '@/lib/bookings/comments/queries';
import { forcedOpening } from '@/lib/bookings/forced-opening';
import { coordinatesOf, mapWorkerUrl } from '@/lib/maps/coordinates';
import { holds } from '@/common/permissions';
import { mapTiles } from '@/lib/maps/map-tiles';
import { requireAccess } from '@/lib/session';
import { landedOutcome } from '@/lib/actions/landing-outcome';
import { OutcomeMessage } from '@/components/ui/outcome-message';
import { BookingActions } from '../_components/booking-actions';
import { BookingActionButtonsLook } from '../_components/booking-action-looks';
import { getBookingActionLabels } from '../_components/booking-action-labels';
import { EditBookingSlot } from '../_components/edit-booking-slot';
import { shownInsertCode } from '../_components/booking-row';
import { StatusBadge } from '../_components/status-badge';
import { BookingComments } from './_components/booking-comments';
import { BookingQr } from './_components/booking-qr';
import { ForceOpenButton } from './_components/force-open-button';
import { BookingTimeline } from './_components/booking-timeline';
import { BookingTransactions } from './_components/booking-transactions';
import { IssueOrderButton } from './_components/issue-order-button';
import { LockerMap } from './_components/locker-map';
import { PrintButton } from '@/components/print-button';
import { PrintButtonLook } from '@/components/print-button-look';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { clientLink } from '@/components/ui/client-link';
import { Icon } from '@/components/ui/icon';
import { Island } from '@/components/ui/island';
import { MapPin } from 'lucide';

export async function generateMetadata({ params }: PageProps<'/reservas/[id]'>): Promise<Metadata> {
  const [{ id }, t] = await Promise.all([params, getTranslations('bookings.detail')]);
  return { title: t('title', { id }) };
}

// Smaller on paper, where the whole booking fits one page. Two fields a row on a phone too (a third less scrolling),
// a wide one (an address, an e-mail) taking the row there; 15 px there keeps a date and its time on one line down
// to a 360 px screen.
function Field({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'col-span-2 min-w-0 sm:col-span-1' : 'min-w-0'}>
      <dt className="text-sm text-fg-muted print:text-xs">{label}</dt>
      <dd className="break-words text-[0.9375rem] text-fg sm:text-base print:text-sm">{children ?? '—'}</dd>
    </div>
  );
}

export default async function BookingPage({ params, searchParams }: PageProps<'/reservas/[id]'>) {
  const me = await requireAccess('bookings');
  const booking = await getBookingOrThrow((await params).id);
  const canComment = holds(me.permissions, 'booking-comments');
  // The recipient's name opens their client record (docs/domain/clients.md) for whoever may see clients.
  const canOpenClient = holds(me.permissions, 'client-show');
  const [changes, transactions, comments, orderNumber, t, format, actionLabels, query, landed] = await Promise.all([
    findBookingChanges(booking.id),
    findBookingTransactions(booking.id),
    canComment ? findBookingComments(booking.id) : null,
    getBookingOrderNumber(booking.id),
    getTranslations('bookings'),
    getFormat(),
    getBookingActionLabels(),
    searchParams,
    // A direct action posted without JavaScript lands here: its outcome, once (the island's own stays hidden).
    landedOutcome(),
  ]);
  const actions = actionsForStatus(permittedBookingActions(me.permissions), booking.status.id);
  const editable = actions.includes('edit');
  const date = (iso: string | null) => (iso ? format.dateTime(iso) : null);
  // The code the person at the locker needs now: the pickup code while the parcel is in, the drop-off code while
  // the door is booked; none before a pre-booking is confirmed or once the booking is over (no QR that fails).
  const code = booking.pickup_code ?? (booking.status.id === bookingStatus.booked ? booking.insert_code : null);
  const codeKind = booking.pickup_code ? t('fields.pickup_code') : t('fields.insert_code');
  // Issuing the order number asks what editing does (booking-edit, booking still open); the backend checks again.
  const canIssueOrder = !orderNumber && editable;
  const phone = internationalPhone(booking.client.phone_country, booking.client.phone_number);
  const forceOpen = forcedOpening(booking, me.permissions);
  const editHref = `/reservas/${booking.id}?editar={id}`;

  return (
    <>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- clientLink() makes it a client navigation */}
      <a href="/reservas" {...clientLink()} className="mb-2 inline-block text-sm text-primary underline print:hidden">
        {t('actions.back')}
      </a>
      <PageHeader
        title={t('detail.title', { id: booking.id })}
        description={<StatusBadge status={booking.status} />}
        actions={
          <Island placeholder={<PrintButtonLook label={t('actions.print')} busy />}>
            <PrintButton label={t('actions.print')} />
          </Island>
        }
      />
      <div className="mb-6 print:hidden">
        {landed && <OutcomeMessage {...landed} className="mb-3" />}
        <Island placeholder={<BookingActionButtonsLook bookingId={booking.id} actions={actions} labels={actionLabels.actions} editHref={editHref} />}>
          <BookingActions bookingId={booking.id} actions={actions} layout="buttons" labels={actionLabels} editHref={editHref} expiresAt={booking.expiration_date} />
        </Island>
        {forceOpen && (
          <div className="mt-3 flex flex-wrap items-center gap-3">
            {forceOpen.ready ? (
              <Island placeholder={<Button variant="danger-outline" aria-disabled>{t('forceOpen.label')}</Button>}>
                <ForceOpenButton
                  bookingId={booking.id}
                  labels={{
                    label: t('forceOpen.label'),
                    confirmTitle: t('forceOpen.confirmTitle', { door: booking.door.number }),
                    confirmDescription: t('forceOpen.confirmDescription'),
                    cancel: t('forceOpen.cancel'),
                    failed: actionLabels.failed,
                  }}
                />
              </Island>
            ) : (
              <p className="text-sm text-fg-muted">{t('forceOpen.availableFrom', { date: date(forceOpen.from.toISOString()) ?? '' })}</p>
            )}
          </div>
        )}
      </div>
      {/* On paper the QR card and the history share the first column, beside the booking's data. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 print:gap-4 print:sm:grid-cols-3 print:sm:grid-rows-[auto_1fr]">
        {/* First on a phone and on paper: the code the counter hands over (beside the locker, door and expiry on
            paper); the third column on a laptop. */}
        <Card className="lg:col-start-3 lg:row-start-1 print:border-0 print:p-0 print:shadow-none">
          <CardTitle className="mb-4 print:hidden">{t('detail.qr')}</CardTitle>
          {code ? (
            <>
              <BookingQr code={code} label={t('detail.qrOf', { kind: codeKind, code })} />
              <p className="mt-2 text-sm text-fg-muted print:text-base">
                {codeKind}: <span className="font-mono text-fg print:text-xl print:font-semibold">{code}</span>
              </p>
            </>
          ) : (
            <p className="text-fg-muted">{t('detail.noCode')}</p>
          )}
          {/* The traveller's other handle on the booking: the public pages find it by this number. Paper keeps the
              number only: the hint and the button serve the screen. */}
          <div className={orderNumber ? undefined : 'print:hidden'}>
            <h3 className="mt-6 mb-2 font-semibold text-fg print:mt-4 print:mb-0">{t('detail.order')}</h3>
            {orderNumber ? (
              <>
                <p className="font-mono text-lg text-fg">{orderNumber}</p>
                <a href={`/boarding-pass?order=${encodeURIComponent(orderNumber)}`} {...clientLink()} className="mt-1 inline-block text-sm text-primary underline print:hidden">
                  {t('detail.openBoardingPass')}
                </a>
              </>
            ) : (
              <p className="text-fg-muted">{t('detail.noOrder')}</p>
            )}
            <p className="mt-2 text-sm text-fg-muted print:hidden">{t('detail.orderHint')}</p>
          </div>
          {canIssueOrder && (
            <div className="mt-3 print:hidden">
              <Island placeholder={<Button variant="secondary" aria-disabled>{t('detail.issueOrder')}</Button>}>
                <IssueOrderButton bookingId={booking.id} label={t('detail.issueOrder')} failed={actionLabels.failed} />
              </Island>
            </div>
          )}
        </Card>
        <Card className="lg:col-span-2 print:border-0 print:p-0 print:shadow-none print:sm:col-span-2 print:sm:row-span-2">
          <CardTitle className="mb-4 print:mb-2">{t('detail.summary')}</CardTitle>
          <dl className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4 print:gap-y-2">
            <Field label={t('fields.location')} wide>{booking.location.description}</Field>
            <Field label={t('fields.address')} wide>{booking.location.address}</Field>
            <Field label={t('fields.door')}>{booking.door.number}</Field>
            <Field label={t('fields.size')}>{booking.size.name}</Field>
            <Field label={t('fields.expiration_date')}>{date(booking.expiration_date)}</Field>
            <Field label={t('fields.measures')}>{t('detail.measuresValue', { height: format.decimal(booking.size.height), width: format.decimal(booking.size.width), depth: format.decimal(booking.size.depth) })}</Field>
            <Field label={t('fields.insert_code')}>{shownInsertCode(booking) && <span className="font-mono">{shownInsertCode(booking)}</span>}</Field>
            <Field label={t('fields.pickup_code')}>{booking.pickup_code && <span className="font-mono">{booking.pickup_code}</span>}</Field>
            <Field label={t('fields.created_at')}>{date(booking.created_at)}</Field>
            <Field label={t('fields.insert_date')}>{date(booking.insert_date)}</Field>
            <Field label={t('fields.withdrawal_date')}>{date(booking.withdrawal_date)}</Field>
            <Field label={t('fields.withdrew_by')}>{booking.withdrew_by}</Field>
            <Field label={t('fields.code_validity_hours')}>{t('list.hours', { hours: booking.code_validity_hours })}</Field>
            <Field label={t('fields.whatsapp')}>{booking.whatsapp ? t('list.yes') : t('list.no')}</Field>
            {me.provider.enterprise && <Field label={t('fields.provider')}>{booking.provider.name}</Field>}
            {booking.fenicio_order_id && fenicioEnabled(me) && <Field label={t('fields.fenicio_order_id')}>{booking.fenicio_order_id}</Field>}
            {booking.districad && districadEnabled(me) && (
              <>
                <Field label={t('fields.districad_token')}>{booking.districad.token}</Field>
                <Field label={t('fields.districad_status')}>{booking.districad.status ?? t('fields.districad_no_news')}</Field>
                <Field label={t('fields.districad_notes')} wide>{booking.districad.notes}</Field>
              </>
            )}
          </dl>
          <h3 className="mt-6 mb-3 font-semibold text-fg print:mt-4 print:mb-2">{t('detail.client')}</h3>
          <dl className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4 print:gap-y-2">
            <Field label={t('fields.description')} wide>
              {booking.client_id && canOpenClient ? (
                <a href={`/clientes/${booking.client_id}`} {...clientLink()} className="text-primary underline">
                  {booking.client.description}
                </a>
              ) : (
                booking.client.description
              )}
            </Field>
            <Field label={t('fields.email')} wide>{booking.client.email}</Field>
            <Field label={t('fields.document')}>{booking.client.document}</Field>
            <Field label={t('fields.phone_number')}>{phone}</Field>
            <Field label={t('fields.notes')} wide>{booking.notes}</Field>
          </dl>
        </Card>
        <Card className="lg:col-span-2 print:break-inside-avoid print:border-0 print:p-0 print:shadow-none print:sm:col-span-1">
          <CardTitle className="mb-4 print:mb-2">{t('detail.timeline')}</CardTitle>
          <BookingTimeline changes={changes} />
        </Card>
        <Card className="print:hidden">
          <CardTitle className="mb-4">{t('detail.map')}</CardTitle>
          <Island
            placeholder={
              <Button variant="secondary" className="print:hidden" aria-disabled>
                <Icon icon={MapPin} />
                {t('actions.viewMap')}
              </Button>
            }
          >
            <LockerMap
              description={booking.location.description}
              address={booking.location.address}
              coordinates={coordinatesOf(booking.location)}
              tiles={mapTiles()}
              workerUrl={mapWorkerUrl}
              labels={{
                viewMap: t('actions.viewMap'),
                loading: t('detail.mapLoading'),
                fallback: t('detail.mapFallback'),
                noAddress: t('detail.noAddress'),
                mapOf: t('detail.mapOf', { name: booking.location.description }),
              }}
            />
          </Island>
        </Card>
        {canComment && (
          <Card className={cn('lg:col-span-2 print:col-span-full print:break-inside-avoid print:border-0 print:p-0 print:shadow-none', !comments?.length && 'print:hidden')}>
            <CardTitle className="mb-4 print:mb-2">{t('comments.title')}</CardTitle>
            <BookingComments bookingId={booking.id} comments={comments} />
          </Card>
        )}
        {/* A list's frame of its own, not inside a card, so the table has a list's width (cards below it). Not on
            paper: the tenant's credit movements and balance are no business of whoever the sheet is handed to. */}
        <section aria-labelledby="booking-transactions-title" className="lg:col-span-3 print:hidden">
          <CardTitle id="booking-transactions-title" className="mb-3 print:mb-2">
            {t('detail.transactions')}
          </CardTitle>
          <BookingTransactions transactions={transactions} />
        </section>
      </div>
      {editable && editId(query) === booking.id && (
        <Island>
          <EditBookingSlot booking={booking} me={me} />
        </Island>
      )}
    </>
  );
}
