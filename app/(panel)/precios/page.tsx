// /precios – what a booking costs by door size (GET /prices: the price with VAT and the credits each takes, VAT
// excluded) with the door dimensions from GET /size, what an overdue parcel or code costs this tenant (its configs,
// contract/timed-charges.ts), and the credit packs with a link to buy them.
import { getFormat } from '@/lib/format/server';
import { getTranslations } from '@/lib/i18n/server';
import Link from 'next/link';
import { menuItemMetadata } from '@/components/layout/menu-item-metadata';
import { PageHeader } from '@/components/layout/page-header';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { chargeCredits, timedCharges } from '@/contract/timed-charges';
import { getPrices } from '@/lib/billing/prices';
import { vatExample } from '@/lib/billing/vat-example';
import { rechargeHref } from '@/lib/billing/list-definitions';
import { getDoorSizes } from '@/lib/billing/queries';
import { requireAccess } from '@/lib/session';

export const generateMetadata = () => menuItemMetadata('prices');

export default async function PricesPage() {
  const me = await requireAccess('prices');
  const [sizes, prices, t, format] = await Promise.all([getDoorSizes(), getPrices(), getTranslations('billing.prices'), getFormat()]);
  const priced = sizes.flatMap((size) => {
    const door = prices.doors.find((d) => d.size_id === size.id);
    return door ? [{ ...size, door }] : [];
  });
  const lapseFee = chargeCredits(me.extra_data.configs, timedCharges.lapseFee);
  const overdueCharges = [
    { id: 'daily-fine', title: t('dailyFine'), hint: t('dailyFineHint'), credits: chargeCredits(me.extra_data.configs, timedCharges.dailyFine) },
    // The hint speaks of the fee being added: under "Sin cargo" it would contradict it.
    { id: 'lapse-fee', title: t('lapseFee'), hint: lapseFee > 0 ? t('lapseFeeHint') : null, credits: lapseFee },
  ];
  const cm = (value: number) => format.decimal(value);

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <section aria-labelledby="door-prices" className="mb-8">
        <CardTitle id="door-prices">{t('doors')}</CardTitle>
        <p className="mt-1 mb-3 text-sm text-fg-muted">{t('doorsHint')}</p>
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {priced.map((size) => (
            <li key={size.id}>
              <Card className="h-full">
                <h3 className="text-lg font-semibold text-fg">{size.name}</h3>
                <p className="mt-2 text-3xl font-semibold tracking-tight text-fg tabular-nums">{format.money(size.door.price_uyu)}</p>
                <p className="text-sm text-fg-muted">{t('price')}</p>
                <dl className="mt-4 space-y-2 text-sm">
                  <div>
                    <dt className="text-fg-muted">{t('credits')}</dt>
                    <dd className="text-fg tabular-nums">{format.count(size.door.credits)}</dd>
                  </div>
                  <div>
                    <dt className="text-fg-muted">{t('dimensions')}</dt>
                    <dd className="text-fg tabular-nums">{t('dimensionsValue', { height: cm(size.height), width: cm(size.width), depth: cm(size.depth) })}</dd>
                  </div>
                </dl>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="overdue-charges" className="mb-8">
        <CardTitle id="overdue-charges">{t('overdue')}</CardTitle>
        <p className="mt-1 mb-3 text-sm text-fg-muted">{t('overdueHint')}</p>
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {overdueCharges.map((charge) => (
            <li key={charge.id}>
              <Card className="h-full">
                <h3 className="text-base font-semibold text-fg">{charge.title}</h3>
                <p className="mt-2 text-2xl font-semibold text-fg tabular-nums">
                  {charge.credits > 0 ? t('chargeCredits', { credits: format.count(charge.credits) }) : t('noCharge')}
                </p>
                {charge.hint && <p className="mt-2 text-sm text-fg-muted">{charge.hint}</p>}
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="credit-packs">
        <CardTitle id="credit-packs">{t('packs')}</CardTitle>
        <p className="mt-1 mb-3 text-sm text-fg-muted">{t('packsHint', vatExample(format, prices.packs))}</p>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          {prices.packs.map((pack) => (
            <li key={pack.credits}>
              <Card className="h-full">
                <h3 className="text-lg font-semibold text-fg">{t('packCredits', { credits: format.count(pack.credits) })}</h3>
                <p className="mt-2 text-2xl font-semibold text-fg tabular-nums">{t('packPrice', { price: format.money(pack.price_uyu) })}</p>
              </Card>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-fg-muted">{t('other')}</p>
          <Link href={rechargeHref} className={buttonClasses()}>
            {t('buy')}
          </Link>
        </div>
      </section>
    </>
  );
}
