// New passwords and user codes, token revocation and reset-link retirement: what password resets, code resets,
// credential regeneration and changes of one's own credentials share.
import { randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { apiTokens, passwordResetTokens } from '@/backend/db/schema';
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

/** Every open password-reset link of the user stops working: after any change of the password or of the address the links went to. */
export async function retireResetLinks(tx: Executor, userId: number): Promise<void> {
  await tx.update(passwordResetTokens).set({ usedAt: sql`now()` }).where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
