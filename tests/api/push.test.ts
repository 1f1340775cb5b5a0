// Web push: POST /push-notification stores the browser's subscription; the delivery job encrypts each new
// notification for it with web-push (VAPID), which a local fake push service decrypts; a subscription the
// push service reports gone (404/410) is removed.
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '@/backend/db/schema';
import { notificationTexts } from '@/backend/modules/notifications/notification-texts';
import { audience, notifyTenant } from '@/backend/modules/notifications/notify-tenant';
import { deliverPushes, webPushSender } from '@/backend/modules/push/deliver-push';
import { loadVapidKeys, type VapidKeys } from '@/backend/modules/push/vapid-keys';
import { seedBookingTenant } from '@/tests/factories/bookings';
import { startFakePushService } from '@/tests/support/fake-push-service';
import { pushEndpointMessage } from '@/contract/notifications';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
let pushService: Awaited<ReturnType<typeof startFakePushService>>;
let keyDir: string;
let keys: VapidKeys;

beforeAll(async () => {
  pushService = await startFakePushService();
  // The local fake stands in for a browser's push service: the one non-https endpoint this backend accepts.
  backend = await startTestBackend({ pushEndpointAllowed: (endpoint) => endpoint.origin === pushService.origin });
  keyDir = await mkdtemp(path.join(tmpdir(), 'vapid-'));
  keys = await loadVapidKeys({ subject: 'mailto:test@example.com', keyFile: path.join(keyDir, 'vapid-keys.json') });
});
afterAll(async () => {
  await backend?.close();
  await pushService?.close();
  await rm(keyDir, { recursive: true, force: true });
});

describe('VAPID keys', () => {
  it('are generated once, kept private under the data dir, and reused', async () => {
    const file = path.join(keyDir, 'vapid-keys.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const again = await loadVapidKeys({ subject: 'mailto:test@example.com', keyFile: file });
    expect(again.publicKey).toBe(keys.publicKey);
    expect(JSON.parse(await readFile(file, 'utf8')).privateKey).toBe(keys.privateKey);
  });

  it('come from configuration when set, and refuse half a configuration', async () => {
    const configured = await loadVapidKeys({ publicKey: 'pub', privateKey: 'priv', subject: 'mailto:a@b.c', keyFile: '/nonexistent/x.json' });
    expect(configured).toEqual({ publicKey: 'pub', privateKey: 'priv', subject: 'mailto:a@b.c' });
    await expect(loadVapidKeys({ publicKey: 'pub', subject: 'mailto:a@b.c', keyFile: '/nonexistent/x.json' })).rejects.toThrow(/VAPID/);
  });
});

describe('POST /push-notification', () => {
  it('refuses an endpoint that is not a push service, so the server never posts to internal addresses', async () => {
    const t = await seedBookingTenant(backend);
    const { keys: browserKeys } = pushService.subscribe();
    for (const endpoint of ['http://127.0.0.1:39713/internal/admin-action?x=1', `${pushService.origin.replace('http:', 'https:')}/push/x`, 'https://10.0.0.5/fcm/send/x']) {
      const reply = await backend.request('/push-notification', { token: t.token, json: { token: { endpoint, keys: browserKeys }, app_name: 'users_web' } });
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual({ 'token.endpoint': [pushEndpointMessage] });
    }
    expect(await backend.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, t.user.id))).toHaveLength(0);
  });

  it('accepts the subscription as JSON text or object, once per endpoint', async () => {
    const t = await seedBookingTenant(backend);
    const subscription = pushService.subscribe();
    const asText = await backend.request('/push-notification', { token: t.token, json: { token: JSON.stringify(subscription), app_name: 'users_web' } });
    expect(asText.status).toBe(200);
    const asObject = await backend.request('/push-notification', { token: t.token, json: { token: subscription, app_name: 'users_web' } });
    expect(asObject.status).toBe(200);
    const rows = await backend.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: t.user.id, appName: 'users_web', p256dh: subscription.keys.p256dh });
  });

  it('refuses a malformed token or another app name with 422, storing nothing', async () => {
    const t = await seedBookingTenant(backend);
    for (const json of [{ token: 'false', app_name: 'users_web' }, { token: pushService.subscribe(), app_name: 'other' }, {}]) {
      expect((await backend.request('/push-notification', { token: t.token, json })).status).toBe(422);
    }
    expect(await backend.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, t.user.id))).toEqual([]);
  });

  it('needs a token', async () => {
    expect((await backend.request('/push-notification', { json: { token: pushService.subscribe(), app_name: 'users_web' } })).status).toBe(401);
  });
});

describe('push delivery', () => {
  it('sends each new notification once, encrypted for the browser, and drops gone subscriptions', async () => {
    const t = await seedBookingTenant(backend);
    const subscription = pushService.subscribe();
    await backend.request('/push-notification', { token: t.token, json: { token: subscription, app_name: 'users_web' } });
    await notifyTenant(backend.db, { tenantId: t.tenant.id, permissions: audience.billing, text: notificationTexts.creditsApplied(4000) });

    const sender = webPushSender(keys);
    const first = await deliverPushes(backend.db, sender);
    expect(first.sent).toBeGreaterThanOrEqual(1);
    const mine = pushService.received.filter((push) => push.endpoint === subscription.endpoint);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.payload).toMatchObject({ title: 'Créditos acreditados', body: 'Se acreditaron 4000 créditos a tu cuenta.', data: { kind: 'credits_applied' } });
    expect(String(mine[0]!.headers.authorization)).toMatch(/^vapid t=.+, k=/);
    expect(mine[0]!.headers['content-encoding']).toBe('aes128gcm');

    await deliverPushes(backend.db, sender);
    expect(pushService.received.filter((push) => push.endpoint === subscription.endpoint)).toHaveLength(1);

    pushService.answer(subscription.endpoint, 410);
    await notifyTenant(backend.db, { tenantId: t.tenant.id, permissions: audience.billing, text: notificationTexts.creditsApplied(1) });
    const gone = await deliverPushes(backend.db, sender);
    expect(gone.removed).toBe(1);
    expect(await backend.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint))).toEqual([]);
  });

  it('keeps a subscription after a temporary failure (500)', async () => {
    const t = await seedBookingTenant(backend);
    const subscription = pushService.subscribe();
    await backend.request('/push-notification', { token: t.token, json: { token: subscription, app_name: 'users_web' } });
    pushService.answer(subscription.endpoint, 500);
    await notifyTenant(backend.db, { tenantId: t.tenant.id, permissions: audience.billing, text: notificationTexts.creditsApplied(2) });
    const result = await deliverPushes(backend.db, webPushSender(keys));
    expect(result.failed).toBeGreaterThanOrEqual(1);
    expect(await backend.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint))).toHaveLength(1);
  });
});
