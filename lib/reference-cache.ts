// Reference data that does not change while the app runs (booking statuses, door sizes), kept per tenant for a
// few minutes so that a bookings page does not ask /api/v2 for it on every request. Only answers that arrived
// are kept (a failed or refused call is never shared), and pages still check the session and the permission on
// every request: this saves calls, it decides nothing. Per process, so several instances need no coordination.
import 'server-only';

const ttlMs = 5 * 60_000;
/** Tenants × kinds; past this the oldest entries go (a Map iterates in insertion order). */
const maxEntries = 2_000;
const entries = new Map<string, { expires: number; value: unknown }>();

export async function rememberReference<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = entries.get(key);
  if (hit && hit.expires > Date.now()) return hit.value as T;
  const value = await load();
  entries.delete(key);
  entries.set(key, { expires: Date.now() + ttlMs, value });
  if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  return value;
}
