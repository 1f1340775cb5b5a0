// Bearer tokens: 32 random bytes (base64url) handed out once; the database keeps only their SHA-256.
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '@/backend/db/client';
import { apiTokens } from '@/backend/db/schema';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

export async function issueToken(db: Database, input: { userId: number; ttlHours: number }): Promise<IssuedToken> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + input.ttlHours * 3_600_000);
  await db.insert(apiTokens).values({ userId: input.userId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}
