// The signed-in user's own account: terms acceptance (docs/domain/bookings.md: stored on the user with the business name),
// walkthroughs seen, e-mail and password changes (the current password is asked for both).
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { apiTokens, users } from '@/backend/db/schema';
import { AppError, messages } from '@/backend/errors';
import { hashPassword, verifyPassword } from '@/backend/modules/auth/passwords';
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

async function checkCurrentPassword(db: Database, caller: Caller, password: string, field: string) {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(mine(caller));
  if (!row) throw new AppError('not_found', messages.notFound);
  if (!(await verifyPassword(password, row.hash))) throw new AppError('validation', accountMessages.wrongPassword, { [field]: [accountMessages.wrongPassword] });
}

export async function changeEmail(db: Database, caller: Caller, body: ChangeEmailRequest): Promise<string> {
  await checkCurrentPassword(db, caller, body.password, 'password');
  const email = body.email.toLowerCase();
  const [taken] = await db.select({ id: users.id }).from(users).where(and(eq(users.email, email), ne(users.id, caller.userId)));
  const taken422 = () => new AppError('validation', accountMessages.emailTaken, { email: [accountMessages.emailTaken] });
  if (taken) throw taken422();
  try {
    await db.update(users).set({ email }).where(mine(caller));
  } catch (error) {
    // A concurrent change took the address between the check and the update.
    if ((error as { code?: string; cause?: { code?: string } }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505') throw taken422();
    throw error;
  }
  return email;
}

/** Other sessions end (their tokens are revoked); the one making the change stays open. */
export async function changePassword(db: Database, caller: Caller & { tokenId: number }, body: ChangePasswordRequest): Promise<void> {
  await checkCurrentPassword(db, caller, body.current_password, 'current_password');
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(mine(caller));
    await tx
      .update(apiTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(apiTokens.userId, caller.userId), ne(apiTokens.id, caller.tokenId), isNull(apiTokens.revokedAt)));
  });
}
