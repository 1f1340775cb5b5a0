// POST/DELETE /tenants/{id}/providers: which providers an enterprise tenant works with (docs/domain/tenants.md).
// The link only names the provider to the enterprise (GET /enterprise-providers); it opens none of its records.
// Only an enterprise tenant works with others; a provider is another tenant, never the enterprise itself nor the
// service operator's own. Linking twice keeps one link; unlinking what is not linked is a 404.
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { enterpriseProviders, providers } from '@/backend/db/schema';
import { AppError } from '@/backend/errors';
import { providerLinkMessages, type LinkProviderBody, type TenantDetail } from '@/contract/tenants';
import { getTenant, type TenantRef } from './tenant-record';

const refused = (message: string) => new AppError('validation', message, { provider_id: [message] });

export async function linkProvider(db: Database, input: TenantRef & { body: LinkProviderBody }): Promise<TenantDetail> {
  return db.transaction(async (tx) => {
    const enterprise = await getTenant(tx, input);
    if (!enterprise.enterprise) throw refused(providerLinkMessages.notEnterprise);
    const providerId = input.body.provider_id;
    if (providerId === enterprise.id) throw refused(providerLinkMessages.itself);
    const [provider] = providerId === input.operatorTenantId ? [] : await tx.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId));
    if (!provider) throw refused(providerLinkMessages.unknownProvider);
    await tx.insert(enterpriseProviders).values({ enterpriseId: enterprise.id, providerId }).onConflictDoNothing();
    return getTenant(tx, input);
  });
}

export async function unlinkProvider(db: Database, input: TenantRef & { providerId: number }): Promise<TenantDetail> {
  return db.transaction(async (tx) => {
    const enterprise = await getTenant(tx, input);
    const removed = await tx
      .delete(enterpriseProviders)
      .where(and(eq(enterpriseProviders.enterpriseId, enterprise.id), eq(enterpriseProviders.providerId, input.providerId)))
      .returning({ providerId: enterpriseProviders.providerId });
    if (removed.length === 0) throw new AppError('not_found', 'El proveedor no está vinculado a esta empresa.');
    return getTenant(tx, input);
  });
}
