'use server';
// Web push from the bell: the VAPID public key to subscribe with, and POST /push-notification
// {token, app_name: "users_web"} with the browser's subscription (docs/domain/backend-calls.md).
import { pushPublicKeyReply, pushRegistrationReply, pushSubscriptionJson } from '@/contract/notifications';
import { defineAction } from '../actions/define-action';
import { authedRequest } from '../session';

/** The key, or null when it cannot be read (the bell then says push is unavailable). */
export const getPushKeyAction = defineAction({
  access: 'signedIn',
  args: () => ({}),
  read: async () => {
    try {
      return (await authedRequest('/push-notification/public-key', { schema: pushPublicKeyReply })).public_key;
    } catch {
      console.error('Error al leer la clave de notificaciones web');
      return null;
    }
  },
});

export const registerPushAction = defineAction({
  access: 'signedIn',
  args: (subscription: unknown) => {
    const parsed = pushSubscriptionJson.safeParse(subscription);
    return parsed.success ? { subscription: parsed.data } : undefined;
  },
  call: ({ subscription }) =>
    authedRequest('/push-notification', { method: 'POST', body: { token: JSON.stringify(subscription), app_name: 'users_web' }, schema: pushRegistrationReply }),
  success: (reply) => reply.message,
});
