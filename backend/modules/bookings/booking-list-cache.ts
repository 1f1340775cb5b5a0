// GET /booking?cached=true: the caller accepts a reply kept from an identical earlier request, so the list (and its
// count, the costly part on a long list) is not read again. A kept reply is used only while the data versions of
// what the list shows (the tenant's own writes and the shared scope: devices, jobs, the service operator) are the
// ones it was built under, so it is never older than the data: the parameter saves work, never freshness. Each
// instance keeps its own replies; the versions live in the database, so a write through another instance retires
// them too. Without the parameter every request reads the database (docs/domain/bookings-list-cache.md).
import type { Database } from '@/backend/db/client';
import { readDataVersion, sharedScope } from '@/backend/db/data-versions';

/** Says whether the reply was kept (hit), built and kept (miss), or built without the cache (off). */
export const listCacheHeader = 'x-list-cache';

/** Bounded by entries, oldest first out: a list page is a few kilobytes. */
const maxEntries = 200;

interface Kept {
  version: number;
  body: string;
}

export interface BookingListCache {
  /** The reply for `key`, from memory when it was built under the current versions, else from `build`. */
  read(db: Database, tenantId: number, key: string, build: () => Promise<string>): Promise<{ body: string; hit: boolean }>;
}

export function createBookingListCache(): BookingListCache {
  const kept = new Map<string, Kept>();
  return {
    async read(db, tenantId, key, build) {
      const fullKey = `${tenantId}\n${key}`;
      const version = await readDataVersion(db, [sharedScope, tenantId]);
      const found = kept.get(fullKey);
      if (found && found.version === version) return { body: found.body, hit: true };
      const body = await build();
      kept.delete(fullKey);
      kept.set(fullKey, { version, body });
      if (kept.size > maxEntries) kept.delete(kept.keys().next().value!);
      return { body, hit: false };
    },
  };
}
