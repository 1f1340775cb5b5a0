// Sign-out: revokes the token the request came with; other sessions of the user stay open.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { apiTokens } from '@/backend/db/schema';

export async function logOut(db: Database, input: { userId: number; tokenId: number }): Promise<void> {
  await db
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiTokens.id, input.tokenId), eq(apiTokens.userId, input.userId), isNull(apiTokens.revokedAt)));
}
