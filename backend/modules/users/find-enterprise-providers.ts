// GET /enterprise-providers: the caller's own tenant first, then, for an enterprise tenant, the providers it works
// with (enterprise_providers, docs/domain/roles-and-permissions.md "Tenants"), by name. Only ids and names: the
// link opens none of their records, and a user form may still only choose the caller's own tenant (`own`).
import { asc, eq } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { enterpriseProviders, providers } from '@/backend/db/schema';

export async function findEnterpriseProviders(db: Database, input: { tenantId: number }) {
  const [own] = await db.select({ id: providers.id, name: providers.name, enterprise: providers.enterprise }).from(providers).where(eq(providers.id, input.tenantId));
  if (!own) return [];
  const partners = own.enterprise
    ? await db
        .select({ id: providers.id, name: providers.name, enterprise: providers.enterprise })
        .from(enterpriseProviders)
        .innerJoin(providers, eq(providers.id, enterpriseProviders.providerId))
        .where(eq(enterpriseProviders.enterpriseId, own.id))
        .orderBy(asc(providers.name), asc(providers.id))
    : [];
  return [{ ...own, own: true }, ...partners.map((partner) => ({ ...partner, own: false }))];
}
