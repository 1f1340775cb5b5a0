// Resolves a bearer token to its user and tenant in one query (features and GET /auth/me's reply included); used
// by the auth middleware and token login.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { apiTokens, providers, users } from '@/backend/db/schema';
import type { Me, UserType } from '@/contract/auth';
import { featuresOf, type Features } from '@/backend/modules/features/features';
import { mergeConfigs, toMe } from './get-me';
import { hashToken } from './tokens';

export interface Session {
  tokenId: number;
  expiresAt: Date;
  user: { id: number; type: UserType; subType: number | null; permissions: string[] };
  tenant: { id: number; name: string; enterprise: boolean; custom: boolean };
  /** The caller's integration features, from the same row: routes check them without another query. */
  features: Features;
  /** GET /auth/me's reply, from the same row: each signed-in page asks for it. */
  me: Me;
}

/**
 * A live session: token neither revoked nor expired (absolute timeout, TOKEN_TTL_HOURS), used within the last
 * `idleHours` (idle timeout, SESSION_IDLE_HOURS; last use is recorded every 5 minutes), user not disabled.
 * Anything else is null.
 */
export async function findSession(db: Database, token: string, idleHours: number): Promise<Session | null> {
  const [row] = await db
    .select({
      tokenId: apiTokens.id,
      expiresAt: apiTokens.expiresAt,
      lastUsedAt: apiTokens.lastUsedAt,
      user: { id: users.id, type: users.type, subType: users.subType, permissions: users.permissions },
      tenant: { id: providers.id, name: providers.name, enterprise: providers.enterprise, custom: providers.custom },
      tenantConfigs: providers.configs,
      userExtra: users.extraData,
      profile: {
        username: users.username,
        email: users.email,
        code: users.code,
        personalInfo: users.personalInfo,
        acceptedTc: users.acceptedTc,
        locale: users.locale,
        seenWalkthrough: users.seenWalkthrough,
      },
      credits: providers.credits,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .innerJoin(providers, eq(providers.id, users.providerId))
    .where(
      and(
        eq(apiTokens.tokenHash, hashToken(token)),
        isNull(apiTokens.revokedAt),
        gt(apiTokens.expiresAt, sql`now()`),
        gt(sql`coalesce(${apiTokens.lastUsedAt}, ${apiTokens.createdAt})`, sql`now() - make_interval(secs => ${Math.round(idleHours * 3600)})`),
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { lastUsedAt, tenantConfigs, userExtra, profile, credits, ...session } = row;
  if (!lastUsedAt || Date.now() - lastUsedAt.getTime() > touchInterval) await touchToken(db, row.tokenId);
  const configs = mergeConfigs(tenantConfigs, userExtra.configs);
  return {
    ...session,
    features: featuresOf(configs, session.user.permissions, session.tenant.custom),
    me: toMe({ user: { ...session.user, ...profile }, tenant: { ...session.tenant, credits }, configs }),
  };
}

/** last_used_at is coarse on purpose: a write per request would cost more than the information is worth. */
const touchInterval = 5 * 60_000;

async function touchToken(db: Database, tokenId: number): Promise<void> {
  await db.update(apiTokens).set({ lastUsedAt: sql`now()` }).where(eq(apiTokens.id, tokenId));
}
