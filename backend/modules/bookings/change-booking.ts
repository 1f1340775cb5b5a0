// The frame every change of an existing booking runs in: one transaction that locks the tenant's booking
// (404 for another tenant's), checks the action is allowed from its status (412 otherwise), applies the
// update and appends the history row. Use cases supply only what changes.
import { eq } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { bookings } from '@/backend/db/schema';
import type { Booking } from '@/contract/bookings';
import { assertVersion } from '@/backend/http/precondition';
import { assertAllowed } from './booking-errors';
import { diff, recordChange, type ChangeAction } from './booking-history';
import { getBookingOrThrow, lockBookingOrThrow, type BookingDbRow } from './booking-record';
import type { BookingAction } from './booking-rules';
import type { Transaction } from './transaction';

export interface BookingRef {
  tenantId: number;
  /** null when the system changes it (sweeps). */
  userId: number | null;
  bookingId: number;
  now?: Date;
  /** If-Match: the version the caller's edit started from (checked first: a stale view explains any refusal). */
  expectedVersion?: number;
}

export type BookingUpdate = Partial<Omit<typeof bookings.$inferInsert, 'id' | 'providerId' | 'createdAt' | 'createdBy'>>;

export interface ChangePlan {
  set: BookingUpdate;
  history: ChangeAction;
  /** Extra history entries (a refund, say) beyond the column diff. */
  extraChanges?: Record<string, [unknown, unknown]>;
}

export async function changeBooking(
  db: Database,
  ref: BookingRef,
  action: BookingAction,
  plan: (tx: Transaction, row: BookingDbRow, now: Date) => Promise<ChangePlan> | ChangePlan,
): Promise<Booking> {
  await db.transaction(async (tx) => {
    const now = ref.now ?? new Date();
    const row = await lockBookingOrThrow(tx, ref);
    assertVersion(row.version, ref.expectedVersion);
    assertAllowed(action, row.statusId);
    const { set, history, extraChanges } = await plan(tx, row, now);
    const { statusId, ...fields } = set;
    const changes = { ...diff(row, fields), ...extraChanges };
    // An edit that changes nothing (a form saved as it was, an empty PATCH) writes nothing: no version bump, so
    // another editor's open form stays current, and no empty history entry.
    if (history === 'updated' && statusId === undefined && Object.keys(changes).length === 0) return;
    await tx.update(bookings).set({ ...set, updatedAt: now }).where(eq(bookings.id, row.id));
    await recordChange(tx, {
      bookingId: row.id,
      userId: ref.userId,
      action: history,
      statusFrom: row.statusId,
      statusTo: statusId ?? row.statusId,
      changes: snakeCase(changes),
      at: now,
    });
  });
  return getBookingOrThrow(db, ref);
}

/** History speaks the API's field names (insert_code, expiration_date…), not the columns' camelCase. */
function snakeCase(changes: Record<string, [unknown, unknown]>): Record<string, [unknown, unknown]> {
  return Object.fromEntries(Object.entries(changes).map(([key, value]) => [key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), value]));
}
