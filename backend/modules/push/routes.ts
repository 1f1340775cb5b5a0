// POST /push-notification {token, app_name: "users_web"} – registers the browser's push subscription
// GET /push-notification/public-key – the VAPID public key browsers subscribe with
import { Hono } from 'hono';
import type { AppDeps } from '@/backend/app';
import { AppError, messages } from '@/backend/errors';
import { parseBody } from '@/backend/http/validation';
import type { ProtectedEnv } from '@/backend/middleware/auth';
import { pushRegistration } from '@/contract/notifications';
import { registerSubscription } from './register-subscription';

export function pushRoutes({ db, vapidPublicKey }: AppDeps) {
  return new Hono<ProtectedEnv>()
    .get('/public-key', (c) => {
      if (!vapidPublicKey) throw new AppError('not_found', messages.notFound);
      return c.json({ public_key: vapidPublicKey });
    })
    .post('/', async (c) => {
      const body = await parseBody(c, pushRegistration);
      await registerSubscription(db, { userId: c.get('auth').user.id, appName: body.app_name, subscription: body.token });
      return c.json({ message: 'Notificaciones activadas.' });
    });
}
