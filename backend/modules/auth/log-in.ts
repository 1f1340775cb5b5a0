// Sign-in use cases: credentials for a new token, or a ready token checked and handed back (docs/domain/backend-calls.md).
import { eq } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { users } from '@/backend/db/schema';
import { AppError, messages } from '@/backend/errors';
import { findSession } from './find-session';
import { beginLoginAttempt } from './login-limit';
import { verifyDummyPassword, verifyPassword } from './passwords';
import { assertMaySignIn, type SignInChannel } from './sign-in-channel';
import { issueToken, type IssuedToken } from './tokens';

const invalidCredentials = () => new AppError('unauthenticated', messages.invalidCredentials);

export async function logIn(
  db: Database,
  input: { email: string; password: string; ttlHours: number; address: string | null; channel: SignInChannel },
): Promise<IssuedToken> {
  const email = input.email.toLowerCase();
  const succeeded = await beginLoginAttempt(db, { email, address: input.address });
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, disabledAt: users.disabledAt, type: users.type, permissions: users.permissions })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!user) {
    await verifyDummyPassword(input.password);
    throw invalidCredentials();
  }
  const valid = await verifyPassword(input.password, user.passwordHash);
  // The same answer for a disabled account as for a wrong password: no hint that the account exists.
  if (!valid || user.disabledAt) throw invalidCredentials();
  await succeeded();
  // Only after the password: a stranger learns nothing about which accounts may sign in where.
  assertMaySignIn(user, input.channel);
  return issueToken(db, { userId: user.id, ttlHours: input.ttlHours });
}

export async function checkToken(db: Database, input: { token: string; idleHours: number; channel: SignInChannel }): Promise<IssuedToken> {
  const session = await findSession(db, input.token, input.idleHours);
  if (!session) throw invalidCredentials();
  assertMaySignIn(session.user, input.channel);
  return { token: input.token, expiresAt: session.expiresAt };
}
