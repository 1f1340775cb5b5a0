// The signed-in user as the back-office loads it (GET /auth/me, contract `me`), built from the row the session
// lookup already read (find-session.ts): every signed-in page asks for it, so it costs no query of its own.
import type { providers, users } from '@/backend/db/schema';
import type { ConfigEntry, Me } from '@/contract/auth';

/** The columns of users and providers that `me` shows, as findSession selects them. */
export interface MeSource {
  user: Pick<typeof users.$inferSelect, 'id' | 'username' | 'email' | 'code' | 'type' | 'subType' | 'personalInfo' | 'permissions' | 'acceptedTc' | 'locale' | 'seenWalkthrough'>;
  tenant: Pick<typeof providers.$inferSelect, 'id' | 'name' | 'enterprise' | 'custom' | 'credits'>;
  /** mergeConfigs(tenant's, user's). */
  configs: ConfigEntry[];
}

export function toMe({ user, tenant, configs }: MeSource): Me {
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
    custom: tenant.custom,
    locale: user.locale,
    provider: { id: tenant.id, name: tenant.name, enterprise: tenant.enterprise, custom: tenant.custom },
    extra_data: { configs, seen_walkthrough: user.seenWalkthrough, credits: tenant.credits },
  };
}

/** The tenant's configs with the user's own entries winning by name; user-only names are appended. */
export function mergeConfigs(tenant: ConfigEntry[], user: ConfigEntry[]): ConfigEntry[] {
  const merged = new Map(tenant.map((entry) => [entry.name, entry.value]));
  for (const entry of user) merged.set(entry.name, entry.value);
  return [...merged].map(([name, value]) => ({ name, value }));
}
