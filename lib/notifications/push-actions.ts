'use server';
// Web push from the bell: the VAPID public key to subscribe with, and POST /push-notification
// {token, app_name: "users_web"} with the browser's subscription (docs/domain/backend-calls.md).
import { pushPublicKeyReply, pushRegistrationReply, pushSubscriptionJson } from '@/contract/notifications';
import { failure, refusedInput, type ActionResult } from '../actions/action-result';
import { authedRequest, getCurrentUser } from '../session';

export async function getPushKeyAction(): Promise<string | null> {
  await getCurrentUser();
  try {
    return (await authedRequest('/push-notification/public-key', { schema: pushPublicKeyReply })).public_key;
  } catch {
    console.error('Error al leer la clave de notificaciones web');
    return null;
  }
}

export async function registerPushAction(subscription: unknown): Promise<ActionResult> {
  const parsed = pushSubscriptionJson.safeParse(subscription);
  if (!parsed.success) return refusedInput();
  await getCurrentUser();
  try {
    const reply = await authedRequest('/push-notification', {
      method: 'POST',
      body: { token: JSON.stringify(parsed.data), app_name: 'users_web' },
      schema: pushRegistrationReply,
    });
    return { ok: true, message: reply.message };
  } catch (error) {
    return failure(error);
  }
}
