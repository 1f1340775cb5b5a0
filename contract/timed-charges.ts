// What a tenant is charged, in credits, when a booking overstays (docs/domain/credits.md, decision 0085): the
// lapse fee for a drop-off code unused after 48 h and the daily fine for a parcel left past its collection
// window. Set per tenant in its configs (daily_fine_credits, lapse_fee_credits); a user's own configs never
// change what the tenant pays. Zero charges nothing.
import type { ConfigEntry } from '@/contract/auth';

export const timedCharges = {
  dailyFine: { config: 'daily_fine_credits', kind: 'daily_fine', defaultCredits: 0 },
  lapseFee: { config: 'lapse_fee_credits', kind: 'lapse_fee', defaultCredits: 0 },
} as const;
export type TimedCharge = (typeof timedCharges)[keyof typeof timedCharges];

/** A whole number of credits up to this; anything else in the config is ignored (the default applies). */
export const maxChargeCredits = 100_000;

/** The amount a tenant's configs set for `charge`, or its default. */
export function chargeCredits(configs: readonly ConfigEntry[], charge: TimedCharge): number {
  const value = configs.find((entry) => entry.name === charge.config)?.value;
  const credits = typeof value === 'string' && /^\d{1,6}$/.test(value.trim()) ? Number(value) : value;
  return typeof credits === 'number' && Number.isSafeInteger(credits) && credits >= 0 && credits <= maxChargeCredits ? credits : charge.defaultCredits;
}
