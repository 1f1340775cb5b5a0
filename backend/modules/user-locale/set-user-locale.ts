// Stores the locale a user picked in the language menu, spelled as canonicalLocaleCode gives it (es-UY, en-EN…).
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { users } from '@/backend/db/schema';
import { AppError, messages } from '@/backend/errors';

export async function setUserLocale(db: Database, input: { tenantId: number; userId: number; locale: string }): Promise<string> {
  const updated = await db
    .update(users)
    .set({ locale: input.locale })
    .where(and(eq(users.id, input.userId), eq(users.providerId, input.tenantId)))
    .returning({ locale: users.locale });
  if (updated.length === 0) throw new AppError('not_found', messages.notFound);
  return input.locale;
}
