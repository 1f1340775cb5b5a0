// The signed-in user as the back-office loads it (GET /auth/me, contract `me`).
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { providers, users } from '@/backend/db/schema';
import { AppError, messages } from '@/backend/errors';
import type { ConfigEntry, Me } from '@/contract/auth';

export async function getMe(db: Database, input: { tenantId: number; userId: number }): Promise<Me> {
  const [row] = await db
    .select({ user: users, provider: providers })
    .from(users)
    .innerJoin(providers, eq(providers.id, users.providerId))
    .where(and(eq(users.id, input.userId), eq(users.providerId, input.tenantId)))
    .limit(1);
  if (!row) throw new AppError('not_found', messages.notFound);
  const { user, provider } = row;
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    code: user.code,
    type: user.type,
    sub_type: user.subType,
    personal_info: user.personalInfo,
    permissions: user.permissions,
    accepted_tc: user.acceptedTc,
    custom: provider.custom,
    locale: user.locale,
    provider: { id: provider.id, name: provider.name, enterprise: provider.enterprise, custom: provider.custom },
    extra_data: {
      configs: mergeConfigs(provider.configs, user.extraData.configs),
      seen_walkthrough: user.seenWalkthrough,
      credits: provider.credits,
    },
  };
}

/** The tenant's configs with the user's own entries winning by name; user-only names are appended. */
export function mergeConfigs(tenant: ConfigEntry[], user: ConfigEntry[]): ConfigEntry[] {
  const merged = new Map(tenant.map((entry) => [entry.name, entry.value]));
  for (const entry of user) merged.set(entry.name, entry.value);
  return [...merged].map(([name, value]) => ({ name, value }));
}
