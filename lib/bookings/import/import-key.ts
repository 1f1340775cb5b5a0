// The idempotency key of each row: a hash of the validated booking plus its occurrence among identical rows in
// the file. The same file uploaded again (or re-submitted, or retried) gives the same keys, so the backend
// answers the bookings it already created; fixing one row and uploading again leaves the other rows' keys as
// they were (a key does not depend on the row's position). Keys are per tenant and live 24 h in the backend.
import { createHash } from 'node:crypto';
import type { CreateBookingBody } from '@/contract/bookings';

export function importKeys(bodies: readonly (CreateBookingBody | undefined)[]): (string | undefined)[] {
  const seen = new Map<string, number>();
  return bodies.map((body) => {
    if (!body) return undefined;
    const hash = createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 48);
    const occurrence = (seen.get(hash) ?? 0) + 1;
    seen.set(hash, occurrence);
    return `import:${hash}:${occurrence}`;
  });
}
