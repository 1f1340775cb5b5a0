// Per-user integration features (spec §6) and residential rules (spec §3 configs), read from the tenant's configs
// overridden by the user's own, as /auth/me merges them. Routes call these per request: a feature that is off
// makes its fields, filters and calls refused, whatever the client shows.
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Database } from '@/backend/db/client';
import { providers, users } from '@/backend/db/schema';
import { AppError, messages } from '@/backend/errors';
import { mergeConfigs } from '@/backend/modules/auth/get-me';
import type { ProtectedEnv } from '@/backend/middleware/auth';
import type { Session } from '@/backend/modules/auth/find-session';
import type { ConfigEntry } from '@/contract/auth';
import { featureOffMessage } from '@/contract/fenicio';

export interface Features {
  /** booking-create-fenicio and config fenicio = 1. */
  fenicio: boolean;
  /** A districad booking permission (either spelling) and config districad = 1. */
  districad: boolean;
  /** Config needs_id = 1: the client's CI is required at booking. */
  needsId: boolean;
  /** Config verificacion_cedula = 1: a CI is checked with its check digit (a warning, never a block). */
  verifyCi: boolean;
  /** The tenant's custom flag: vending (sales, stock) deployments. */
  custom: boolean;
}

export function configOn(configs: readonly ConfigEntry[], name: string): boolean {
  const value = configs.find((c) => c.name === name)?.value;
  return value === 1 || value === '1' || value === true || value === 'true';
}

const holds = (granted: readonly string[], anyOf: readonly string[]) => granted.includes('*') || anyOf.some((p) => granted.includes(p));

export function featuresOf(configs: readonly ConfigEntry[], permissions: readonly string[], custom: boolean): Features {
  return {
    fenicio: holds(permissions, ['booking-create-fenicio']) && configOn(configs, 'fenicio'),
    districad: holds(permissions, ['booking-create-districad', 'booking-districad']) && configOn(configs, 'districad'),
    needsId: configOn(configs, 'needs_id'),
    verifyCi: configOn(configs, 'verificacion_cedula'),
    custom,
  };
}

export async function loadFeatures(db: Database, input: { tenantId: number; userId: number; permissions: readonly string[] }): Promise<Features> {
  const [row] = await db
    .select({ tenantConfigs: providers.configs, userExtra: users.extraData, custom: providers.custom })
    .from(users)
    .innerJoin(providers, eq(providers.id, users.providerId))
    .where(and(eq(users.id, input.userId), eq(users.providerId, input.tenantId)));
  if (!row) throw new AppError('forbidden', messages.forbidden);
  return featuresOf(mergeConfigs(row.tenantConfigs, row.userExtra.configs), input.permissions, row.custom);
}

/**
 * Read once per session lookup: a route that checks a feature and then shapes its reply asks twice, and calls
 * that share a memoised session (middleware/auth.ts: a page render, or the up to 1,000 pages of an export) share
 * its features too, as they share its permissions. An HTTP caller's every request looks its session up again.
 */
const perSession = new WeakMap<Session, Promise<Features>>();

/** The signed-in caller's features. */
export function callerFeatures(db: Database, c: Context<ProtectedEnv>): Promise<Features> {
  const session = c.get('auth');
  let features = perSession.get(session);
  if (!features) {
    const { user, tenant } = session;
    features = loadFeatures(db, { tenantId: tenant.id, userId: user.id, permissions: user.permissions });
    // A failed read (the database briefly away) is not remembered: a retried call reads again.
    features.catch(() => perSession.delete(session));
    perSession.set(session, features);
  }
  return features;
}

/** 403 for a call, field or filter of a feature that is off for the caller. */
export function assertFeature(on: boolean): void {
  if (!on) throw new AppError('forbidden', featureOffMessage);
}
