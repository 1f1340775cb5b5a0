// GET /userlocale – the signed-in user's locale as a full code (own, else configured, else es-UY)
// POST /userlocale/{locale} – stores a supported locale and replies with it (docs/domain/backend-calls.md: the reply names the locale
//   requested): the full codes es-UY, es-ES, en-EN, en-US, es-corp and the short es, en as given (canonical casing);
//   other variants of es or en as the language's full code (en_GB → en-EN); unknown → 422
import { describedBy } from '@/backend/http/api-route';
import { userLocaleApi } from './api';
import { Hono } from 'hono';
import type { AppDeps } from '@/backend/app';
import { AppError } from '@/backend/errors';
import type { ProtectedEnv } from '@/backend/middleware/auth';
import { canonicalLocaleCode } from '@/contract/locales';
import { getUserLocale } from './get-user-locale';
import { setUserLocale } from './set-user-locale';

const invalidLocale = 'Locale inválido';

export function userLocaleRoutes({ db }: AppDeps) {
  return new Hono<ProtectedEnv>()
    .get('/', describedBy(userLocaleApi.get), async (c) => {
      const { user, tenant } = c.get('auth');
      return c.json({ locale: await getUserLocale(db, { tenantId: tenant.id, userId: user.id }) });
    })
    .post('/:locale', describedBy(userLocaleApi.set), async (c) => {
      const locale = canonicalLocaleCode(c.req.param('locale'));
      if (!locale) throw new AppError('validation', invalidLocale, { locale: [invalidLocale] });
      const { user, tenant } = c.get('auth');
      return c.json({ locale: await setUserLocale(db, { tenantId: tenant.id, userId: user.id, locale }) });
    });
}
