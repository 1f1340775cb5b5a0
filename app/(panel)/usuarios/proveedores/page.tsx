// /usuarios/proveedores – the businesses an enterprise works with, as its staff see them (docs/domain/tenants.md):
// names only, the ones its team users can be assigned to. The service operator keeps the links (/empresas/{id}).
import { BackLink } from '@/components/layout/back-link';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { getTranslations } from '@/lib/i18n/server';
import { requireAccess } from '@/lib/session';
import { getEnterpriseProviders } from '@/lib/users/queries';

export async function generateMetadata() {
  return { title: (await getTranslations('users.providers'))('title') };
}

export default async function EnterpriseProvidersPage() {
  const me = await requireAccess('users');
  const [providers, t] = await Promise.all([getEnterpriseProviders(), getTranslations('users.providers')]);
  const others = providers.filter((provider) => !provider.own);
  return (
    <>
      <PageHeader
        title={t('title')}
        description={me.provider.enterprise ? t('description', { tenant: me.provider.name }) : t('notEnterprise')}
        actions={<BackLink href="/usuarios" label={t('back')} />}
      />
      <Card className="max-w-2xl">
        {others.length === 0 ? (
          <p className="text-fg-muted">{t('none')}</p>
        ) : (
          <ul aria-label={t('title')} className="divide-y divide-line">
            {others.map((provider) => (
              <li key={provider.id} className="py-2 first:pt-0 last:pb-0">
                {provider.name}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-4 text-sm text-fg-muted">{t('managedBy')}</p>
      </Card>
    </>
  );
}
