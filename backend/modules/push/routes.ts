// POST /push-notification {token, app_name: "users_web"} – registers the browser's push subscription
// GET /push-notification/public-key – the VAPID public key browsers subscribe with
import { describedBy } from '@/backend/http/api-route';
import { pushApi } from './api';
import { Hono } from 'hono';
import type { AppDeps } from '@/backend/app';
import { AppError, messages } from '@/backend/errors';
import { parseBody } from '@/backend/http/validation';
import type { ProtectedEnv } from '@/backend/middleware/auth';
import { pushEndpointMessage } from '@/contract/notifications';
import { isBrowserPushService } from './push-endpoint';
import { registerSubscription } from './register-subscription';

export function pushRoutes({ db, vapidPublicKey, pushEndpointAllowed = isBrowserPushService }: AppDeps) {
  return new Hono<ProtectedEnv>()
    .get('/public-key', describedBy(pushApi.publicKey), (c) => {
      if (!vapidPublicKey) throw new AppError('not_found', messages.notFound);
      return c.json({ public_key: vapidPublicKey });
    })
    .post('/', describedBy(pushApi.register), async (c) => {
      const body = await parseBody(c, pushApi.register);
      if (!pushEndpointAllowed(new URL(body.token.endpoint))) {
        throw new AppError('validation', pushEndpointMessage, { 'token.endpoint': [pushEndpointMessage] });
      }
      await registerSubscription(db, { userId: c.get('auth').user.id, appName: body.app_name, subscription: body.token });
      return c.json({ message: 'Notificaciones activadas.' });
    });
}
