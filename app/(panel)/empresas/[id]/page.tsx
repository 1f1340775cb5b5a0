// /empresas/[id] – one business, for the service operator (docs/domain/tenants.md): what it pays for an overdue
// parcel or code (the amounts its prices page states; 0, no charge, until set here) and, for an enterprise, the
// providers it works with: remove one, or search the businesses by name (?proveedor=) and add one.
import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/layout/page-header';
import { BackLink } from '@/components/layout/back-link';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { getTranslations } from '@/lib/i18n/server';
import { requireAccess } from '@/lib/session';
import { getTenant, searchTenants } from '@/lib/tenants/queries';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LinkedProviders, ProviderCandidates } from './_components/provider-links';
import { OverdueChargesForm } from './_components/overdue-charges-form';

const recordId = (value: string) => (/^\d{1,10}$/.test(value) && Number(value) >= 1 && Number(value) <= 2_147_483_647 ? Number(value) : null);

export async function generateMetadata({ params }: PageProps<'/empresas/[id]'>) {
  const t = await getTranslations('tenants');
  return { title: `${t('title')} #${(await params).id}` };
}

export default async function TenantPage({ params, searchParams }: PageProps<'/empresas/[id]'>) {
  await requireAccess('tenants');
  const id = recordId((await params).id);
  const wanted = (await searchParams).proveedor;
  const search = typeof wanted === 'string' ? wanted.replace(/[\u0000-\u001f]/g, '').trim().slice(0, 100) : '';
  const [tenant, t, te, tv] = await Promise.all([id ? getTenant(id) : null, getTranslations('tenants'), getTranslations('errors'), getTranslations('errors.validation')]);
  if (!tenant) notFound();
  const found = tenant.enterprise && search ? await searchTenants(search) : null;
  const candidates = found?.filter((candidate) => candidate.id !== tenant.id && !tenant.providers.some((p) => p.id === candidate.id)) ?? null;
  const providerLabels = {
    none: t('providers.none'),
    remove: t('providers.remove', { name: '{name}' }),
    removeTitle: t('providers.removeTitle', { name: '{name}' }),
    removeDescription: t('providers.removeDescription'),
    link: t('providers.link', { name: '{name}' }),
    cancel: t('providers.cancel'),
    failed: te('unexpected'),
  };
  const amount = (credits: number) => (credits > 0 ? t('credits', { credits }) : t('noCharge'));

  return (
    <>
      <PageHeader
        title={tenant.name}
        description={`${t('detailDescription', { id: tenant.id })} · ${t(tenant.enterprise ? 'kinds.enterprise' : 'kinds.standard')}`}
        actions={<BackLink href="/empresas" label={t('back')} />}
      />
      <div className="grid max-w-4xl gap-6 lg:grid-cols-2">
        <Card>
          <section aria-labelledby="overdue-charges-title">
            <CardTitle id="overdue-charges-title" className="mb-1">
              {t('charges.title')}
            </CardTitle>
            <p className="mb-4 text-sm text-fg-muted">{t('charges.hint')}</p>
            <dl className="mb-4 grid grid-cols-1 gap-1 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-fg-muted">{t('columns.dailyFine')}</dt>
                <dd className="font-medium text-fg tabular-nums">{amount(tenant.daily_fine_credits)}</dd>
              </div>
              <div>
                <dt className="text-fg-muted">{t('columns.lapseFee')}</dt>
                <dd className="font-medium text-fg tabular-nums">{amount(tenant.lapse_fee_credits)}</dd>
              </div>
            </dl>
            <OverdueChargesForm
              key={`${tenant.daily_fine_credits}-${tenant.lapse_fee_credits}`}
              tenantId={tenant.id}
              values={{ daily_fine_credits: tenant.daily_fine_credits, lapse_fee_credits: tenant.lapse_fee_credits }}
              labels={{
                fields: {
                  daily_fine_credits: { label: t('charges.dailyFine'), hint: t('charges.dailyFineHint') },
                  lapse_fee_credits: { label: t('charges.lapseFee'), hint: t('charges.lapseFeeHint') },
                },
                required: tv('required'),
                range: tv('chargeCredits'),
                submit: t('charges.submit'),
                saving: t('charges.saving'),
                failed: te('unexpected'),
              }}
            />
          </section>
        </Card>
        <Card>
          <section aria-labelledby="providers-title">
            <CardTitle id="providers-title" className="mb-1">
              {t('providers.title')}
            </CardTitle>
            {tenant.enterprise ? (
              <>
                <p className="mb-4 text-sm text-fg-muted">{t('providers.hint')}</p>
                <LinkedProviders tenantId={tenant.id} providers={tenant.providers} labels={providerLabels} />
                <form action={`/empresas/${tenant.id}`} method="get" className="mt-6" role="search">
                  <Label htmlFor="provider-search">{t('providers.search')}</Label>
                  <div className="flex flex-wrap gap-2">
                    <Input id="provider-search" name="proveedor" defaultValue={search} autoComplete="off" maxLength={100} className="min-w-0 flex-1" />
                    <button type="submit" className={buttonClasses({ variant: 'secondary' })}>
                      {t('providers.searchSubmit')}
                    </button>
                  </div>
                </form>
                {candidates &&
                  (candidates.length > 0 ? (
                    <div className="mt-4" role="region" aria-label={t('providers.found')}>
                      <ProviderCandidates tenantId={tenant.id} candidates={candidates} labels={providerLabels} />
                    </div>
                  ) : (
                    <p className="mt-4 text-sm text-fg-muted" role="status">
                      {t('providers.noMatches')}
                    </p>
                  ))}
              </>
            ) : (
              <p className="text-sm text-fg-muted">{t('providers.notEnterprise')}</p>
            )}
          </section>
        </Card>
      </div>
    </>
  );
}
