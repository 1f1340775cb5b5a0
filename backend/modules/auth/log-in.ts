// Sign-in use cases: credentials for a new token, or a ready token checked and handed back (spec §7).
import { eq } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { users } from '@/backend/db/schema';
import { AppError, messages } from '@/backend/errors';
import { findSession } from './find-session';
import { verifyDummyPassword, verifyPassword } from './passwords';
import { issueToken, type IssuedToken } from './tokens';

const invalidCredentials = () => new AppError('unauthenticated', messages.invalidCredentials);

export async function logIn(
  db: Database,
  input: { email: string; password: string; ttlHours: number },
): Promise<IssuedToken> {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.email, input.email.toLowerCase()))
    .limit(1);
  if (!user) {
    await verifyDummyPassword(input.password);
    throw invalidCredentials();
  }
  const valid = await verifyPassword(input.password, user.passwordHash);
  // The same answer for a disabled account as for a wrong password: no hint that the account exists.
  if (!valid || user.disabledAt) throw invalidCredentials();
  return issueToken(db, { userId: user.id, ttlHours: input.ttlHours });
}

export async function checkToken(db: Database, input: { token: string }): Promise<IssuedToken> {
  const session = await findSession(db, input.token);
  if (!session) throw invalidCredentials();
  return { token: input.token, expiresAt: session.expiresAt };
}
