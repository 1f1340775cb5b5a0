// /boarding-pass?order=… – public, simple layout (docs/domain/screens.md): looks up an order and shows its QR code (server-rendered
// SVG), printable. Misses all read "No se encontró la orden especificada"; an empty number "No se proporcionó un
// número de orden" (docs/domain/errors.md). The backend rate-limits the lookups per client. A booking that is over (collected,
// deleted) keeps its details but loses the QR, the print button and the data request: the pass no longer serves.
import { getFormat } from '@/lib/format/server';
import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from '@/lib/i18n/server';
import { TravellerLayout } from '@/components/layout/traveller-layout';
import { PrintButton } from '@/components/print-button';
import { QrCode } from '@/components/qr-code';
import { Card } from '@/components/ui/card';
import { openBookingStatuses } from '@/contract/bookings';
import { boardingPassNotFoundMessage, dataRequestLookupFailedMessage, noOrderGivenMessage, tooManyRequestsMessage } from '@/contract/public-orders';
import { getReferenceNames } from '@/lib/bookings/reference-names';
import { getTextTranslator } from '@/lib/i18n/server-texts';
import { getBoardingPass } from '@/lib/public-orders/queries';
import { OrderSearchForm } from '../_components/order-search-form';

export async function generateMetadata(): Promise<Metadata> {
  const [t, common] = await Promise.all([getTranslations('public-orders.boardingPass'), getTranslations('common')]);
  // The tab names the service, not the back-office (the root layout's title template would).
  return { title: { absolute: `${t('title')} · ${common('serviceName')}` }, robots: { index: false } };
}

export default async function BoardingPassPage({ searchParams }: PageProps<'/boarding-pass'>) {
  const raw = (await searchParams).order;
  const order = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  const [t, format, names, translate] = await Promise.all([getTranslations('public-orders'), getFormat(), getReferenceNames(), getTextTranslator()]);
  const lookup = order ? await getBoardingPass(order) : null;
  const error =
    order === '' ? noOrderGivenMessage
    : lookup?.kind === 'notFound' ? boardingPassNotFoundMessage
    : lookup?.kind === 'tooMany' ? tooManyRequestsMessage
    : lookup?.kind === 'failed' ? dataRequestLookupFailedMessage
    : undefined;
  const pass = lookup?.kind === 'found' ? lookup.data : null;
  const usable = pass !== null && openBookingStatuses.includes(pass.status.id);

  return (
    <TravellerLayout>
      <h1 className="mb-2 text-2xl font-semibold text-fg print:hidden">{t('boardingPass.title')}</h1>
      <p className="mb-6 text-fg-muted print:hidden">{t('boardingPass.intro')}</p>
      <OrderSearchForm action="/boarding-pass" value={order ?? ''} labels={{ order: t('boardingPass.orderNumber'), search: t('boardingPass.search') }} error={error && translate(error)} />
      {pass && (
        <Card className="mt-6 flex flex-col items-center gap-6 sm:flex-row sm:items-start print:border-0 print:shadow-none">
          {usable && <QrCode text={pass.order_number} label={t('boardingPass.qr', { order: pass.order_number })} className="size-48 shrink-0" />}
          <div className="w-full min-w-0">
            <h2 className="text-xl font-semibold text-fg">
              {t('boardingPass.orderNumber')}: <span className="font-mono">{pass.order_number}</span>
            </h2>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-fg-muted">{t('boardingPass.passenger')}</dt>
              <dd className="text-fg">{pass.passenger ?? (usable ? <NoPassenger nudge={t('boardingPass.noPassenger')} /> : '—')}</dd>
              <dt className="text-fg-muted">{t('boardingPass.location')}</dt>
              <dd className="text-fg">{pass.location.description}</dd>
              {pass.location.address && (
                <>
                  <dt className="text-fg-muted">{t('boardingPass.address')}</dt>
                  <dd className="text-fg">{pass.location.address}</dd>
                </>
              )}
              <dt className="text-fg-muted">{t('boardingPass.size')}</dt>
              <dd className="text-fg">{names.size(pass.size)}</dd>
              <dt className="text-fg-muted">{t('boardingPass.status')}</dt>
              <dd className="text-fg">{names.status(pass.status)}</dd>
              <dt className="text-fg-muted">{t('boardingPass.expiration')}</dt>
              <dd className="text-fg">{format.dateTime(pass.expiration_date)}</dd>
            </dl>
            {usable ? (
              <div className="mt-4 flex flex-wrap items-center gap-3 print:hidden">
                <PrintButton label={t('boardingPass.print')} />
                {!pass.passenger && (
                  <Link href={`/solicitud-de-datos?order=${encodeURIComponent(pass.order_number)}`} className="text-sm text-primary underline-offset-2 hover:underline">
                    {t('boardingPass.completeData')}
                  </Link>
                )}
              </div>
            ) : (
              <p role="status" className="mt-4 rounded-md border border-line bg-canvas px-3 py-2 text-sm text-fg">
                {t('boardingPass.closed')}
              </p>
            )}
          </div>
        </Card>
      )}
    </TravellerLayout>
  );
}

/** The screen nudges the traveller to complete the data request; paper, which cannot follow the link, says "—". */
function NoPassenger({ nudge }: { nudge: string }) {
  return (
    <>
      <span className="print:hidden">{nudge}</span>
      <span className="hidden print:inline">—</span>
    </>
  );
}
