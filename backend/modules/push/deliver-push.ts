// Sends new notifications to the users' browsers with the standard Web Push protocol (web-push: VAPID,
// aes128gcm payload encryption). Each notification is claimed once (pushed_at set in the claiming statement,
// SKIP LOCKED), so several instances never send it twice: delivery is at most once, and the bell still shows
// it. A subscription the push service reports gone (404, 410) is removed; other failures are left for the
// next notification. Notifications older than an hour are not pushed (stale after downtime).
import { eq, sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '@/backend/db/client';
import { pushSubscriptions } from '@/backend/db/schema';
import type { VapidKeys } from './vapid-keys';
import { rawRows } from '../../db/raw-rows';

export interface PushPayload {
  id: number;
  title: string;
  body: string;
  data: Record<string, unknown>;
}

export interface PushSender {
  send(subscription: { endpoint: string; keys: { p256dh: string; auth: string } }, payload: string): Promise<void>;
}

/**
 * web-push builds the request (VAPID JWT, aes128gcm encryption); fetch sends it, which also reaches plain-HTTP
 * push services such as the local one the tests run (web-push's own sender speaks HTTPS only).
 */
export function webPushSender(keys: VapidKeys): PushSender {
  return {
    async send(subscription, payload) {
      const request = webpush.generateRequestDetails(subscription, payload, {
        vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: 3600,
      });
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : undefined,
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel();
      if (!response.ok) throw Object.assign(new Error(`push service answered ${response.status}`), { statusCode: response.status });
    },
  };
}

const batchSize = 100;

export async function deliverPushes(db: Database, sender: PushSender): Promise<{ sent: number; removed: number; failed: number }> {
  const rows = await rawRows<{ id: number; user_id: number; title: string; body: string; data: Record<string, unknown>; kind: string; created_at: string | Date }>(db, sql`
    update notifications set pushed_at = now()
    where id in (select id from notifications where pushed_at is null order by id limit ${batchSize} for update skip locked)
    returning id, user_id, title, body, data, kind, created_at`);
  const result = { sent: 0, removed: 0, failed: 0 };
  const fresh = rows.filter((row) => Date.now() - new Date(row.created_at).getTime() < 3_600_000);
  for (const row of fresh) {
    const subscriptions = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, row.user_id));
    const payload: PushPayload = { id: row.id, title: row.title, body: row.body, data: { kind: row.kind, ...row.data } };
    for (const subscription of subscriptions) {
      try {
        await sender.send({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, JSON.stringify(payload));
        result.sent++;
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) {
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
          result.removed++;
        } else {
          result.failed++;
        }
      }
    }
  }
  return result;
}
