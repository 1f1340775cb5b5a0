// POST /push-notification: stores (or refreshes) the browser's subscription for the signed-in user. The
// endpoint is unique: a browser that changes hands follows its new user.
import { sql } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { pushSubscriptions } from '@/backend/db/schema';
import type { PushSubscriptionJson } from '@/contract/notifications';

export async function registerSubscription(db: Database, input: { userId: number; appName: string; subscription: PushSubscriptionJson }) {
  const { endpoint, keys } = input.subscription;
  await db
    .insert(pushSubscriptions)
    .values({ userId: input.userId, appName: input.appName, endpoint, p256dh: keys.p256dh, auth: keys.auth })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: input.userId, appName: input.appName, p256dh: keys.p256dh, auth: keys.auth, updatedAt: sql`now()` },
    });
}
