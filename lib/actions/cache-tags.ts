// Cache tags, one per tenant and kind of data. An action names what it changed (defineAction's `changes`) and the
// builder expires those tags for the user's tenant only: another tenant's cached reads are never touched. A read
// kept with `'use cache'` tags itself with the same helper (cacheTag(tenantTag(tenantId, 'bookings'))).
export const cacheTopics = ['bookings', 'credits', 'lockers', 'apartments', 'articles', 'clients', 'users', 'account', 'billing'] as const;
export type CacheTopic = (typeof cacheTopics)[number];

export function tenantTag(tenantId: number, topic: CacheTopic): string {
  return `tenant:${tenantId}:${topic}`;
}
