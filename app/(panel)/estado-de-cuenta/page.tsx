// /estado-de-cuenta – the billing statement (docs/domain/screens.md): the balance, the credit movements with filters, sort and
// page in the URL (rendered on the server, usable before JavaScript arrives), buying credits (?recargar=1) and
// uploading a transfer receipt (?comprobante=1) in dialogs whose code loads when they open, and, for the
// service operator only (never a tenant's own staff: a business must not credit itself), the other businesses'
// pending receipts to confirm. The service operator sees only those: it buys no credits and uploads no receipts,
// so the balance, the statement and their actions would be noise (decided here from its permissions, not hidden
// with CSS).
import { Upload, Wallet } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { getLocale, getTimeZone } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/server';
import { Suspense } from 'react';
import { getFormat } from '@/lib/format/server';
import { Pagination } from '@/components/data-table/pagination';
import { FilterBar } from '@/components/filter-bar/filter-bar';
import { menuItemMetadata } from '@/components/layout/menu-item-metadata';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { isServiceOperator } from '@/contract/auth';
import type { Locale } from '@/contract/locales';
import { listFilterFields } from '@/components/list-screen/filter-fields';
import { EmptyState } from '@/components/list-screen/empty-state';
import { statementList } from '@/lib/billing/list-definitions';
import { getPrices } from '@/lib/billing/prices';
import { findMovements, findPendingReceipts } from '@/lib/billing/queries';
import { holds } from '@/common/permissions';
import { requireAccess } from '@/lib/session';
import { keepPageInRange } from '@/lib/list-view/page-in-range';
import { BillingDialogLink, BillingModals } from './_components/billing-modals';
import { MovementsTable } from './_components/movements-table';
import { PendingReceipts } from './_components/pending-receipts';

export const generateMetadata = () => menuItemMetadata('billing');

export default async function BillingPage({ searchParams }: PageProps<'/estado-de-cuenta'>) {
  const me = await requireAccess('billing');
  const view = statementList.parse(await searchParams);
  if (isServiceOperator(me.permissions)) {
    const [receipts, t] = await Promise.all([findPendingReceipts(), getTranslations('billing')]);
    return (
      <>
        <PageHeader title={t('title')} />
        <PendingReceipts receipts={receipts} />
      </>
    );
  }
  const [list, t, locale, timeZone, prices] = await Promise.all([
    findMovements(view),
    getTranslations('billing'),
    getLocale() as Promise<Locale>,
    getTimeZone(),
    getPrices(),
  ]);
  const { total, last_page: lastPage } = list.meta;
  const pageHref = (page: number) => statementList.href({ ...view, page });
  keepPageInRange(view.page, list, pageHref);
  const active = Object.keys(view.filters).length;
  const rechargeLink = (
    <BillingDialogLink kind="recharge">
      <Icon icon={Wallet} />
      {t('actions.recharge')}
    </BillingDialogLink>
  );

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('list.total', { total })}
        actions={
          <Suspense>
            <BillingDialogLink kind="upload">
              <Icon icon={Upload} />
              {t('actions.uploadReceipt')}
            </BillingDialogLink>
            {rechargeLink}
          </Suspense>
        }
      />
      <Card className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
        <div>
          <h2 className="text-sm font-medium text-fg-muted">{t('balance.title')}</h2>
          <p data-testid="balance" className="mt-1 text-3xl font-semibold tracking-tight text-fg tabular-nums">
            {t('balance.credits', { credits: me.extra_data.credits, shown: (await getFormat()).count(me.extra_data.credits) })}
          </p>
        </div>
        <p className="text-sm text-fg-muted">{t('balance.hint')}</p>
      </Card>
      <FilterBar
        action={statementList.path}
        fields={await listFilterFields(statementList.definition.filters, view, { label: (name) => t(`fields.${name}`) })}
        keep={statementList.keptSort(view)}
        labels={{ title: t('filters.title'), apply: t('filters.apply'), clear: t('filters.clear') }}
        activeCount={active}
      />
      {list.data.length === 0 ? (
        <EmptyState
          text={active ? t('list.empty') : t('list.emptyAll')}
          clear={active ? { href: statementList.path, label: t('filters.clear') } : undefined}
          action={<Suspense>{rechargeLink}</Suspense>}
        />
      ) : (
        <MovementsTable movements={list.data} view={view} canOpenBookings={holds(me.permissions, 'booking-show')} />
      )}
      <Pagination
        page={view.page}
        lastPage={lastPage}
        href={pageHref}
        labels={{ nav: t('list.pagination'), previous: t('list.previous'), next: t('list.next'), status: t('list.page', { page: view.page, pages: lastPage }) }}
      />
      <Suspense>
        <BillingModals
          locale={locale}
          timeZone={timeZone}
          prices={prices}
          labels={{ recharge: t('recharge.title'), upload: t('upload.title'), loading: t('recharge.loading') }}
        />
      </Suspense>
    </>
  );
}
