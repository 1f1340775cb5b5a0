// What user forms are checked against: the tenant's name (for e-mails) and the configs the acting
// administrator sees (tenant's, overridden by their own, as /auth/me merges them), e.g. extra_roles.
import { and, eq } from 'drizzle-orm';
import { apartments, providers, users } from '@/backend/db/schema';
import { AppError } from '@/backend/errors';
import { mergeConfigs } from '@/backend/modules/auth/get-me';
import type { Executor } from '@/backend/modules/bookings/transaction';
import { allowedRoleIds, roleNotAllowedMessage, userMessages } from '@/contract/users';
import type { ConfigEntry } from '@/contract/auth';

export interface TenantContext {
  tenantId: number;
  tenantName: string;
  configs: ConfigEntry[];
}

export async function tenantContext(tx: Executor, input: { tenantId: number; actorId: number }): Promise<TenantContext> {
  const [row] = await tx
    .select({ name: providers.name, tenantConfigs: providers.configs, userExtra: users.extraData })
    .from(providers)
    .innerJoin(users, eq(users.providerId, providers.id))
    .where(and(eq(providers.id, input.tenantId), eq(users.id, input.actorId)));
  if (!row) throw new AppError('not_found', userMessages.notFound);
  return { tenantId: input.tenantId, tenantName: row.name, configs: mergeConfigs(row.tenantConfigs, row.userExtra.configs) };
}

export function assertRoleAllowed(context: TenantContext, subType: number): void {
  if (!allowedRoleIds(context.configs).includes(subType)) {
    throw new AppError('validation', roleNotAllowedMessage, { sub_type: [roleNotAllowedMessage] });
  }
}

/** The apartment must be the tenant's; its name goes into the reply. */
export async function assertApartmentOfTenant(tx: Executor, tenantId: number, apartmentId: number): Promise<void> {
  const [row] = await tx
    .select({ id: apartments.id })
    .from(apartments)
    .where(and(eq(apartments.id, apartmentId), eq(apartments.providerId, tenantId)));
  if (!row) throw new AppError('validation', userMessages.apartmentNotFound, { apartment_id: [userMessages.apartmentNotFound] });
}

/** The provider choice (enterprise screens) can only name the caller's own tenant: see find-enterprise-providers.ts. */
export function assertOwnProvider(tenantId: number, providerId: number | undefined): void {
  if (providerId !== undefined && providerId !== tenantId) {
    throw new AppError('validation', userMessages.providerNotAllowed, { provider_id: [userMessages.providerNotAllowed] });
  }
}
