// Expiring the tenant's cache tags of what changed (cache-tags.ts). Next gives a server action and a route handler
// different calls: updateTag is refused outside a server action, so a route handler uses revalidateTag with
// `expire: 0`, which likewise makes the next read wait for fresh data instead of being served the stale entry.
import 'server-only';
import { revalidateTag, updateTag } from 'next/cache';
import { tenantTag, type CacheTopic } from './cache-tags';

/** From a server action (defineAction): also refreshes the screen that called it. */
export function expireForAction(tenantId: number, topics: readonly CacheTopic[]): void {
  for (const topic of topics) updateTag(tenantTag(tenantId, topic));
}

/** From a route handler (the upload that creates bookings). */
export function expireForRoute(tenantId: number, topics: readonly CacheTopic[]): void {
  for (const topic of topics) revalidateTag(tenantTag(tenantId, topic), { expire: 0 });
}
