// /solicitud-de-datos?order=… – public (docs/domain/screens.md, docs/domain/validation.md): the traveller gives name, last name, e-mail, passport and
// flight number for an order. Open → the form; completed → "Esta solicitud ya fue completada, no se puede editar";
// any miss → "No se encontró la orden para completar la solicitud"; the lookup failing → "Error al buscar la orden".
import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { TravellerLayout } from '@/components/layout/traveller-layout';
import { Card } from '@/components/ui/card';
import { dataRequestLookupFailedMessage, dataRequestNotFoundMessage, noOrderGivenMessage, tooManyRequestsMessage } from '@/contract/public-orders';
import { getTextTranslator } from '@/lib/i18n/server-texts';
import { getDataRequestStatus } from '@/lib/public-orders/queries';
import { OrderSearchForm } from '../_components/order-search-form';
import { DataRequestForm } from './_components/data-request-form';

export async function generateMetadata(): Promise<Metadata> {
  const [t, common] = await Promise.all([getTranslations('public-orders.dataRequest'), getTranslations('common')]);
  // The tab names the service, not the back-office (the root layout's title template would).
  return { title: { absolute: `${t('title')} · ${common('serviceName')}` }, robots: { index: false } };
}

export default async function DataRequestPage({ searchParams }: PageProps<'/solicitud-de-datos'>) {
  const raw = (await searchParams).order;
  const order = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  const [t, te, translate] = await Promise.all([getTranslations('public-orders.dataRequest'), getTranslations('errors'), getTextTranslator()]);
  const lookup = order ? await getDataRequestStatus(order) : null;
  const error =
    order === '' ? noOrderGivenMessage
    : lookup?.kind === 'notFound' ? dataRequestNotFoundMessage
    : lookup?.kind === 'tooMany' ? tooManyRequestsMessage
    : lookup?.kind === 'failed' ? dataRequestLookupFailedMessage
    : undefined;
  const found = lookup?.kind === 'found' ? lookup.data : null;

  return (
    <TravellerLayout>
      <h1 className="mb-2 text-2xl font-semibold text-fg">{t('title')}</h1>
      <p className="mb-6 text-fg-muted">{t('intro')}</p>
      {!found && <OrderSearchForm action="/solicitud-de-datos" value={order ?? ''} labels={{ order: t('orderNumber'), search: t('search') }} error={error && translate(error)} />}
      {found && (
        <Card>
          <h2 className="mb-4 text-lg font-semibold text-fg">
            {t('orderNumber')}: <span className="font-mono">{found.order_number}</span>
          </h2>
          {found.completed ? (
            <p role="status" className="text-fg">
              {t('completed')}
            </p>
          ) : (
            <DataRequestForm
              order={found.order_number}
              labels={{
                name: t('name'),
                last_name: t('last_name'),
                email: t('email'),
                passport: t('passport'),
                flight_number: t('flight_number'),
                flightHint: t('flightHint'),
                submit: t('submit'),
                submitting: t('submitting'),
                done: t('done', { order: found.order_number }),
                viewPass: t('viewPass'),
                failed: te('unexpected'),
              }}
            />
          )}
        </Card>
      )}
    </TravellerLayout>
  );
}
