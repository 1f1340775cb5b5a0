// The signed-in user's own account: terms acceptance (docs/domain/bookings.md: stored on the user with the business name),
// walkthroughs seen, e-mail and password changes (the current password is asked for both).
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { apiTokens, users } from '@/backend/db/schema';
import { AppError, messages } from '@/backend/errors';
import { beginLoginAttempt } from '@/backend/modules/auth/login-limit';
import { hashPassword, verifyPassword } from '@/backend/modules/auth/passwords';
import { retireResetLinks } from '@/backend/modules/users/account-secrets';
import { accountMessages, type AcceptTermsRequest, type ChangeEmailRequest, type ChangePasswordRequest } from '@/contract/account';

interface Caller {
  tenantId: number;
  userId: number;
}

const mine = (caller: Caller) => and(eq(users.id, caller.userId), eq(users.providerId, caller.tenantId));

export async function acceptTerms(db: Database, caller: Caller, body: AcceptTermsRequest): Promise<void> {
  const updated = await db
    .update(users)
    .set({ acceptedTc: true, businessName: body.business_name, acceptedTcAt: sql`now()` })
    .where(mine(caller))
    .returning({ id: users.id });
  if (updated.length === 0) throw new AppError('not_found', messages.notFound);
}

/** Merges the entries into seen_walkthrough ({video_cuestionario: true, …}). */
export async function markWalkthrough(db: Database, caller: Caller, entries: { type: string; seen: boolean }[]): Promise<Record<string, boolean>> {
  const patch = Object.fromEntries(entries.map((entry) => [entry.type, entry.seen]));
  const [row] = await db
    .update(users)
    .set({ seenWalkthrough: sql`${users.seenWalkthrough} || ${JSON.stringify(patch)}::jsonb` })
    .where(mine(caller))
    .returning({ seen: users.seenWalkthrough });
  if (!row) throw new AppError('not_found', messages.notFound);
  return row.seen;
}

/** Who changes their credentials, and from where (backend/http/client-address.ts; null when unknown). */
interface CredentialsCaller extends Caller {
  address: string | null;
}

/**
 * Counted as a sign-in attempt (login-limit.ts): whoever holds a stolen session must not guess the password faster
 * here than at the sign-in page.
 */
async function checkCurrentPassword(db: Database, caller: CredentialsCaller, password: string, field: string) {
  const [row] = await db.select({ hash: users.passwordHash, email: users.email }).from(users).where(mine(caller));
  if (!row) throw new AppError('not_found', messages.notFound);
  const succeeded = await beginLoginAttempt(db, { email: row.email, address: caller.address });
  if (!(await verifyPassword(password, row.hash))) throw new AppError('validation', accountMessages.wrongPassword, { [field]: [accountMessages.wrongPassword] });
  await succeeded();
}

/** A password-reset link sent to the old address stops working. */
export async function changeEmail(db: Database, caller: CredentialsCaller, body: ChangeEmailRequest): Promise<string> {
  await checkCurrentPassword(db, caller, body.password, 'password');
  const email = body.email.toLowerCase();
  const [taken] = await db.select({ id: users.id }).from(users).where(and(eq(users.email, email), ne(users.id, caller.userId)));
  const taken422 = () => new AppError('validation', accountMessages.emailTaken, { email: [accountMessages.emailTaken] });
  if (taken) throw taken422();
  try {
    await db.transaction(async (tx) => {
      await tx.update(users).set({ email }).where(mine(caller));
      await retireResetLinks(tx, caller.userId);
    });
  } catch (error) {
    // A concurrent change took the address between the check and the update.
    if ((error as { code?: string; cause?: { code?: string } }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505') throw taken422();
    throw error;
  }
  return email;
}

/** Other sessions end (their tokens are revoked) and reset links stop working; the session making the change stays open. */
export async function changePassword(db: Database, caller: CredentialsCaller & { tokenId: number }, body: ChangePasswordRequest): Promise<void> {
  await checkCurrentPassword(db, caller, body.current_password, 'current_password');
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(mine(caller));
    await retireResetLinks(tx, caller.userId);
    await tx
      .update(apiTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(apiTokens.userId, caller.userId), ne(apiTokens.id, caller.tokenId), isNull(apiTokens.revokedAt)));
  });
}
