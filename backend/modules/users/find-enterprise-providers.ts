// GET /enterprise-providers: the providers a user form may choose from. A user belongs to exactly one
// tenant and the schema has no provider hierarchy, so the list is the caller's own tenant (enterprise or
// not): the choice is always valid and never leaks other tenants' names.
import { eq } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { providers } from '@/backend/db/schema';

export async function findEnterpriseProviders(db: Database, input: { tenantId: number }) {
  return db
    .select({ id: providers.id, name: providers.name, enterprise: providers.enterprise })
    .from(providers)
    .where(eq(providers.id, input.tenantId));
}
