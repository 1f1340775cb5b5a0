// The locale the back-office should use for a user: their own, else the configured one, else es.
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { providers, users } from '@/backend/db/schema';
import { mergeConfigs } from '@/backend/modules/auth/get-me';
import { AppError, messages } from '@/backend/errors';
import { defaultLocale, matchLocale, type Locale } from '@/contract/locales';

export async function getUserLocale(db: Database, input: { tenantId: number; userId: number }): Promise<Locale> {
  const [row] = await db
    .select({ locale: users.locale, userConfigs: users.extraData, tenantConfigs: providers.configs })
    .from(users)
    .innerJoin(providers, eq(providers.id, users.providerId))
    .where(and(eq(users.id, input.userId), eq(users.providerId, input.tenantId)))
    .limit(1);
  if (!row) throw new AppError('not_found', messages.notFound);
  // The `locale` config (user entry over tenant entry) is free text: match it like any other spelling.
  const configured = mergeConfigs(row.tenantConfigs, row.userConfigs.configs).find((entry) => entry.name === 'locale');
  return matchLocale(row.locale) ?? matchLocale(typeof configured?.value === 'string' ? configured.value : null) ?? defaultLocale;
}
