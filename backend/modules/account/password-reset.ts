// Forgotten password, by e-mail. Asking (POST /auth/password/forgot) runs after the route has answered (the same
// answer in the same time whether the address exists or not); for an active user it stores the SHA-256 of a random
// token and queues the link. Using it (POST /auth/password/forgot/confirm) consumes the token in the same statement that
// checks it (single use, even with two requests at once), sets the password and ends every session.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { passwordResetTokens, users } from '@/backend/db/schema';
import { AppError } from '@/backend/errors';
import { hashPassword } from '@/backend/modules/auth/passwords';
import { hashToken } from '@/backend/modules/auth/tokens';
import { queueMail } from '@/backend/modules/mail/queue-mail';
import { retireResetLinks, revokeTokens } from '@/backend/modules/users/account-secrets';
import { accountMessages, type ForgotPasswordConfirmRequest } from '@/contract/account';
import { resetLinkMail, resetLinkTtlMinutes } from './account-links';

export async function requestPasswordReset(db: Database, input: { email: string; publicUrl: string }): Promise<void> {
  const [user] = await db
    .select({ id: users.id, providerId: users.providerId, email: users.email, personalInfo: users.personalInfo, type: users.type })
    .from(users)
    .where(and(eq(users.email, input.email.toLowerCase()), isNull(users.disabledAt), isNull(users.deletedAt)))
    .limit(1);
  if (!user || user.type !== 'Usuario') return;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + resetLinkTtlMinutes * 60_000);
  await db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({ userId: user.id, tokenHash: hashToken(token), expiresAt });
    const mail = resetLinkMail({ name: user.personalInfo.name }, input.publicUrl, token);
    await queueMail(tx, { tenantId: user.providerId, recipient: user.email, ...mail, payload: { user_id: user.id } });
  });
}

export async function resetPasswordWithToken(db: Database, body: ForgotPasswordConfirmRequest): Promise<void> {
  const passwordHash = await hashPassword(body.password);
  const invalid = () => new AppError('validation', accountMessages.resetLinkInvalid, { token: [accountMessages.resetLinkInvalid] });
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.tokenHash, hashToken(body.token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, sql`now()`)))
      .returning({ userId: passwordResetTokens.userId });
    if (!used) throw invalid();
    const updated = await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, used.userId), isNull(users.disabledAt)))
      .returning({ id: users.id });
    if (updated.length === 0) throw invalid();
    await revokeTokens(tx, used.userId);
    // Older links of the same user die with this one.
    await retireResetLinks(tx, used.userId);
  });
}
