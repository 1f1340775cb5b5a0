// Idempotency keys of POST /booking: the first request with a key creates, every later one with the same key
// (a double click, a reload, a retry after a lost reply, an import run again) answers that same booking.
// The key is claimed inside the booking's transaction: a concurrent twin blocks on the unique index until the
// first commits (then reads its booking) or rolls back (then creates itself), so exactly one booking exists.
import { createHash } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { insertMany } from '@/backend/db/insert-many';
import { bookingIdempotencyKeys } from '@/backend/db/schema';
import { AppError } from '@/backend/errors';
import { idempotencyKeyMessage, idempotencyKeyPattern } from '@/contract/bookings';
import type { Transaction } from './transaction';

/** Keys live a day (as Stripe's): long enough for any retry, short enough that a new import of the same parcel works tomorrow. */
export const idempotencyKeyTtlHours = 24;
export const idempotencyKeyHeader = 'Idempotency-Key';
export const idempotencyReplayedHeader = 'Idempotent-Replayed';

export const idempotencyMessages = {
  invalidKey: idempotencyKeyMessage,
  reusedKey: 'La clave de idempotencia ya se usó con otros datos.',
} as const;

/** Printable ASCII, 8–200 characters: UUIDs, hashes and "import:…" keys fit. */
export function parseIdempotencyKey(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const key = raw.trim();
  if (!idempotencyKeyPattern.test(key)) {
    throw new AppError('validation', idempotencyMessages.invalidKey, { idempotency_key: [idempotencyMessages.invalidKey] });
  }
  return key;
}

/** SHA-256 of the validated body: zod's output has a fixed key order, so equal requests hash equally. */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

export type KeyClaim = { claimed: true; keyId: number } | { claimed: false; bookingId: number };

/** A single request's key: claimed, or the booking it already created; another body or a busy key throws. */
export async function claimIdempotencyKey(
  tx: Transaction,
  input: { tenantId: number; key: string; hash: string; now: Date },
): Promise<KeyClaim> {
  const claim = (await claimIdempotencyKeys(tx, { tenantId: input.tenantId, keys: [input], now: input.now })).get(input.key)!;
  if (claim instanceof AppError) throw claim;
  return claim;
}

/**
 * Claims many keys at once (POST /booking/batch): each is claimed, or answers the booking it already created, or
 * is refused (another body: 422; gone between insert and read: 409). Keys are inserted in sorted order, so two
 * batches sharing keys wait for each other in the same order instead of deadlocking.
 */
export async function claimIdempotencyKeys(
  tx: Transaction,
  input: { tenantId: number; keys: readonly { key: string; hash: string }[]; now: Date },
): Promise<Map<string, KeyClaim | AppError>> {
  const claims = new Map<string, KeyClaim | AppError>();
  if (input.keys.length === 0) return claims;
  const names = input.keys.map((k) => k.key);
  const ofTenant = and(eq(bookingIdempotencyKeys.providerId, input.tenantId), inArray(bookingIdempotencyKeys.key, names));
  const expiredBefore = new Date(input.now.getTime() - idempotencyKeyTtlHours * 3_600_000);
  await tx.delete(bookingIdempotencyKeys).where(and(ofTenant, lt(bookingIdempotencyKeys.createdAt, expiredBefore)));
  const sorted = [...input.keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const inserted = await insertMany(
    tx,
    bookingIdempotencyKeys,
    sorted.map((k) => ({ providerId: input.tenantId, key: k.key, requestHash: k.hash, createdAt: input.now })),
    { onConflictDoNothing: true, returning: ['id', 'key'] },
  );
  for (const row of inserted) claims.set(String(row.key), { claimed: true, keyId: Number(row.id) });
  const taken = names.filter((name) => !claims.has(name));
  if (taken.length === 0) return claims;
  const existing = await tx
    .select({ key: bookingIdempotencyKeys.key, hash: bookingIdempotencyKeys.requestHash, bookingId: bookingIdempotencyKeys.bookingId })
    .from(bookingIdempotencyKeys)
    .where(and(eq(bookingIdempotencyKeys.providerId, input.tenantId), inArray(bookingIdempotencyKeys.key, taken)));
  const byKey = new Map(existing.map((row) => [row.key, row]));
  for (const { key, hash } of input.keys) {
    if (claims.has(key)) continue;
    const row = byKey.get(key);
    if (row && row.hash !== hash) claims.set(key, new AppError('validation', idempotencyMessages.reusedKey, { idempotency_key: [idempotencyMessages.reusedKey] }));
    // Gone between the insert and the read (expired and deleted by a twin): a conflict the client may retry.
    else if (!row?.bookingId) claims.set(key, new AppError('conflict', 'La solicitud con esa clave está en curso; reintentá.'));
    else claims.set(key, { claimed: false, bookingId: row.bookingId });
  }
  return claims;
}

export async function attachBooking(tx: Transaction, keyId: number, bookingId: number): Promise<void> {
  await tx.update(bookingIdempotencyKeys).set({ bookingId }).where(eq(bookingIdempotencyKeys.id, keyId));
}

/** Links each claimed key to the booking it created (one statement for a batch). */
export async function attachBookings(tx: Transaction, links: readonly { keyId: number; bookingId: number }[]): Promise<void> {
  if (links.length === 0) return;
  // One JSON parameter rather than two per link (see insert-many.ts).
  const payload = JSON.stringify(links.map((l) => ({ id: l.keyId, booking_id: l.bookingId })));
  await tx.execute(sql`
    update booking_idempotency_keys as k set booking_id = v.booking_id
    from json_to_recordset(${payload}::json) as v(id int, booking_id int)
    where k.id = v.id`);
}

/** Frees the keys of rows that were not created, so that a retry can create them (as a failed POST /booking keeps none). */
export async function releaseKeys(tx: Transaction, keyIds: readonly number[]): Promise<void> {
  if (keyIds.length === 0) return;
  await tx.delete(bookingIdempotencyKeys).where(inArray(bookingIdempotencyKeys.id, [...keyIds]));
}
