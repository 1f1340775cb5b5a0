// New passwords and user codes, and token revocation: what password resets, code resets and credential
// regeneration share.
import { randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { apiTokens } from '@/backend/db/schema';
import type { Executor } from '@/backend/modules/bookings/transaction';

const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** 12 alphanumeric characters (docs/domain/validation.md: at least 6), without look-alikes (0/O, 1/l/I) since it is typed from an e-mail. */
export function generatePassword(): string {
  return Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** A 6-digit user code; uniqueness within the tenant is the database's (users_provider_code_unique), retried by callers. */
export function generateCode(): string {
  return String(randomInt(100_000, 1_000_000));
}

export const codeConstraint = 'users_provider_code_unique';

/** Every open session of the user ends: the next request with an old token is a 401. */
export async function revokeTokens(tx: Executor, userId: number): Promise<void> {
  await tx.update(apiTokens).set({ revokedAt: sql`now()` }).where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
}
