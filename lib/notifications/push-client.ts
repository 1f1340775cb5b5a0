// Browser side of web push, loaded on demand by the bell: registers the service worker (public/sw.js), asks
// permission (only from the user's click), subscribes with the server's VAPID key and sends the subscription.
import { getPushKeyAction, registerPushAction } from './push-actions';

export type PushOutcome = 'enabled' | 'unsupported' | 'denied' | 'failed';

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function subscribe(): Promise<boolean> {
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  await navigator.serviceWorker.ready;
  let subscription = await registration.pushManager.getSubscription();
  if (!subscription) {
    const key = await getPushKeyAction();
    if (!key) return false;
    subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) });
  }
  const result = await registerPushAction(subscription.toJSON());
  return result.ok;
}

/** From a click: permission, then subscription. */
export async function enablePush(): Promise<PushOutcome> {
  if (!pushSupported()) return 'unsupported';
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  try {
    return (await subscribe()) ? 'enabled' : 'failed';
  } catch {
    console.error('Error al activar las notificaciones web');
    return 'failed';
  }
}

/** The hourly re-check (docs/domain/limits.md): re-sends the subscription (or makes a new one) while permission lasts. */
export async function refreshPushSubscription(): Promise<void> {
  if (!pushSupported() || Notification.permission !== 'granted') return;
  try {
    await subscribe();
  } catch {
    console.error('Error al renovar la suscripción de notificaciones web');
  }
}
