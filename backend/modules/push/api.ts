// Registry entries of /push-notification (backend/http/api-route.ts).
import { apiRoute } from '@/backend/http/api-route';
import { pushPublicKeyReply, pushRegistration, pushRegistrationReply } from '@/contract/notifications';

const tag = 'Notifications';

export const pushApi = {
  publicKey: apiRoute({
    method: 'get', path: '/push-notification/public-key', tag, reply: pushPublicKeyReply, errors: [404],
    summary: 'The VAPID public key browsers subscribe with; 404 while push is off.',
  }),
  register: apiRoute({
    method: 'post', path: '/push-notification', tag, body: pushRegistration, reply: pushRegistrationReply,
    summary: 'Registers the browser’s push subscription for the caller.',
  }),
};
