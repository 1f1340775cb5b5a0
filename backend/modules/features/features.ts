// Per-user integration features (docs/domain/roles-and-permissions.md) and residential rules (docs/domain/data-model.md configs), read from the tenant's configs
// overridden by the user's own, as /auth/me merges them. Routes call these per request: a feature that is off
// makes its fields, filters and calls refused, whatever the client shows.
import type { Context } from 'hono';
import { AppError } from '@/backend/errors';
import type { ProtectedEnv } from '@/backend/middleware/auth';
import { configOn } from '@/common/config-flags';
import { holdsAny } from '@/common/permissions';
import type { ConfigEntry } from '@/contract/auth';
import { featureOffMessage } from '@/contract/fenicio';

export interface Features {
  /** booking-create-fenicio and config fenicio = 1. */
  fenicio: boolean;
  /** A districad booking permission (either spelling) and config districad = 1. */
  districad: boolean;
  /** Config needs_id = 1: the client's CI is required at booking. */
  needsId: boolean;
  /** The tenant's custom flag: vending (sales, stock) deployments. */
  custom: boolean;
}


export function featuresOf(configs: readonly ConfigEntry[], permissions: readonly string[], custom: boolean): Features {
  return {
    fenicio: holdsAny(permissions, ['booking-create-fenicio']) && configOn(configs, 'fenicio'),
    districad: holdsAny(permissions, ['booking-create-districad', 'booking-districad']) && configOn(configs, 'districad'),
    needsId: configOn(configs, 'needs_id'),
    custom,
  };
}

/** The signed-in caller's features, read with the session (find-session.ts). */
export function callerFeatures(c: Context<ProtectedEnv>): Features {
  return c.get('auth').features;
}

/** 403 for a call, field or filter of a feature that is off for the caller. */
export function assertFeature(on: boolean): void {
  if (!on) throw new AppError('forbidden', featureOffMessage);
}
