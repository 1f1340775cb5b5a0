// Stores the locale a user picked in the language menu.
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { users } from '@/backend/db/schema';
import { AppError, messages } from '@/backend/errors';
import type { Locale } from '@/contract/locales';

export async function setUserLocale(db: Database, input: { tenantId: number; userId: number; locale: Locale }): Promise<Locale> {
  const updated = await db
    .update(users)
    .set({ locale: input.locale })
    .where(and(eq(users.id, input.userId), eq(users.providerId, input.tenantId)))
    .returning({ locale: users.locale });
  if (updated.length === 0) throw new AppError('not_found', messages.notFound);
  return input.locale;
}
