// The locale the back-office should use for a user: their own, else the configured one, else es-UY (docs/domain/limits.md), as a
// full code (canonicalLocaleCode: a stored short es is es-UY, en-EN stays en-EN, a configured en_US is en-US).
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { providers, users } from '@/backend/db/schema';
import { mergeConfigs } from '@/backend/modules/auth/get-me';
import { AppError, messages } from '@/backend/errors';
import { canonicalLocaleCode, defaultLocale, fullLocaleCodes } from '@/contract/locales';

export async function getUserLocale(db: Database, input: { tenantId: number; userId: number }): Promise<string> {
  const [row] = await db
    .select({ locale: users.locale, userConfigs: users.extraData, tenantConfigs: providers.configs })
    .from(users)
    .innerJoin(providers, eq(providers.id, users.providerId))
    .where(and(eq(users.id, input.userId), eq(users.providerId, input.tenantId)))
    .limit(1);
  if (!row) throw new AppError('not_found', messages.notFound);
  // The `locale` config (user entry over tenant entry) is free text: match it like any other spelling.
  const configured = mergeConfigs(row.tenantConfigs, row.userConfigs.configs).find((entry) => entry.name === 'locale');
  const own = canonicalLocaleCode(row.locale);
  const fromConfig = canonicalLocaleCode(typeof configured?.value === 'string' ? configured.value : null);
  return fullCode(own) ?? fullCode(fromConfig) ?? fullLocaleCodes[defaultLocale];
}

/** A short code (es, en) read back as its full code; other spellings as they are. */
function fullCode(code: string | null): string | null {
  if (code === 'es' || code === 'en') return fullLocaleCodes[code];
  return code;
}
