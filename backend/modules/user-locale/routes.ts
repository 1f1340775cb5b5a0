// GET /userlocale – the signed-in user's locale (own, else configured, else es)
// POST /userlocale/{locale} – stores a supported locale, matched leniently (en_US → en); unknown → 422
import { Hono } from 'hono';
import type { AppDeps } from '@/backend/app';
import { AppError } from '@/backend/errors';
import type { ProtectedEnv } from '@/backend/middleware/auth';
import { matchLocale } from '@/contract/locales';
import { getUserLocale } from './get-user-locale';
import { setUserLocale } from './set-user-locale';

const invalidLocale = 'Locale inválido';

export function userLocaleRoutes({ db }: AppDeps) {
  return new Hono<ProtectedEnv>()
    .get('/', async (c) => {
      const { user, tenant } = c.get('auth');
      return c.json({ locale: await getUserLocale(db, { tenantId: tenant.id, userId: user.id }) });
    })
    .post('/:locale', async (c) => {
      const locale = matchLocale(c.req.param('locale'));
      if (!locale) throw new AppError('validation', invalidLocale, { locale: [invalidLocale] });
      const { user, tenant } = c.get('auth');
      return c.json({ locale: await setUserLocale(db, { tenantId: tenant.id, userId: user.id, locale }) });
    });
}
