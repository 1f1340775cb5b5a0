// booking_changes: every change of a booking appends one row in the same transaction as the change.
import { insertMany } from '@/backend/db/insert-many';
import { bookingChanges } from '@/backend/db/schema';
import type { Executor } from './transaction';

export type ChangeAction =
  | 'created'
  | 'pre_booked'
  | 'confirmed'
  | 'pre_booking_lapsed'
  | 'updated'
  | 'dropped_off'
  | 'picked_up'
  | 'extended'
  | 'renewed'
  | 'authorized'
  | 'code_regenerated'
  | 'code_resent'
  | 'deleted'
  | 'code_lapsed'
  | 'pickup_expired'
  | 'forced_open'
  | 'districad_updated';

export interface ChangeEntry {
  bookingId: number;
  /** null for the system (sweeps) or the device's anonymous recipient. */
  userId: number | null;
  action: ChangeAction;
  statusFrom?: number | null;
  statusTo?: number | null;
  changes?: Record<string, [unknown, unknown]>;
  at?: Date;
}

export async function recordChange(tx: Executor, entry: ChangeEntry): Promise<void> {
  await recordChanges(tx, [entry]);
}

/** Several bookings' entries in one statement (a batch of creations). */
export async function recordChanges(tx: Executor, entries: readonly ChangeEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await insertMany(
    tx,
    bookingChanges,
    entries.map((entry) => ({
      bookingId: entry.bookingId,
      userId: entry.userId,
      action: entry.action,
      statusFrom: entry.statusFrom ?? null,
      statusTo: entry.statusTo ?? null,
      changes: entry.changes ?? {},
      createdAt: entry.at ?? new Date(),
    })),
  );
}

/** field → [old, new] for the fields whose value differs (compared as JSON; dates as ISO text). */
export function diff(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of Object.keys(after)) {
    const old = normalise(before[key]);
    const next = normalise(after[key]);
    if (JSON.stringify(old) !== JSON.stringify(next)) changes[key] = [old, next];
  }
  return changes;
}

/** Comparable form: dates as ISO text; objects (the client) with sorted keys and no empty ones, as jsonb reorders keys. */
function normalise(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value).filter(([, v]) => v !== null && v !== undefined);
    return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [k, normalise(v)]));
  }
  return value ?? null;
}
