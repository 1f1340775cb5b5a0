// Idempotency keys of POST /booking: the first request with a key creates, every later one with the same key
// (a double click, a reload, a retry after a lost reply, an import run again) answers that same booking.
// The key is claimed inside the booking's transaction: a concurrent twin blocks on the unique index until the
// first commits (then reads its booking) or rolls back (then creates itself), so exactly one booking exists.
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { bookingIdempotencyKeys } from '@/backend/db/schema';
import { AppError } from '@/backend/errors';
import type { Transaction } from './transaction';

/** Keys live a day (as Stripe's): long enough for any retry, short enough that a new import of the same parcel works tomorrow. */
export const idempotencyKeyTtlHours = 24;
export const idempotencyKeyHeader = 'Idempotency-Key';
export const idempotencyReplayedHeader = 'Idempotent-Replayed';

export const idempotencyMessages = {
  invalidKey: 'La clave de idempotencia debe tener entre 8 y 200 caracteres visibles.',
  reusedKey: 'La clave de idempotencia ya se usó con otros datos.',
} as const;

/** Printable ASCII, 8–200 characters: UUIDs, hashes and "import:…" keys fit. */
export function parseIdempotencyKey(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const key = raw.trim();
  if (!/^[\x21-\x7e]{8,200}$/.test(key)) {
    throw new AppError('validation', idempotencyMessages.invalidKey, { idempotency_key: [idempotencyMessages.invalidKey] });
  }
  return key;
}

/** SHA-256 of the validated body: zod's output has a fixed key order, so equal requests hash equally. */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

export type KeyClaim = { claimed: true; keyId: number } | { claimed: false; bookingId: number };

export async function claimIdempotencyKey(
  tx: Transaction,
  input: { tenantId: number; key: string; hash: string; now: Date },
): Promise<KeyClaim> {
  const sameKey = and(eq(bookingIdempotencyKeys.providerId, input.tenantId), eq(bookingIdempotencyKeys.key, input.key));
  const expiredBefore = new Date(input.now.getTime() - idempotencyKeyTtlHours * 3_600_000);
  await tx.delete(bookingIdempotencyKeys).where(and(sameKey, lt(bookingIdempotencyKeys.createdAt, expiredBefore)));
  const [inserted] = await tx
    .insert(bookingIdempotencyKeys)
    .values({ providerId: input.tenantId, key: input.key, requestHash: input.hash, createdAt: input.now })
    .onConflictDoNothing()
    .returning({ id: bookingIdempotencyKeys.id });
  if (inserted) return { claimed: true, keyId: inserted.id };
  const [existing] = await tx
    .select({ hash: bookingIdempotencyKeys.requestHash, bookingId: bookingIdempotencyKeys.bookingId })
    .from(bookingIdempotencyKeys)
    .where(sameKey);
  if (existing && existing.hash !== input.hash) {
    throw new AppError('validation', idempotencyMessages.reusedKey, { idempotency_key: [idempotencyMessages.reusedKey] });
  }
  // Gone between the insert and the read (expired and deleted by a twin): a conflict the client may retry.
  if (!existing?.bookingId) throw new AppError('conflict', 'La solicitud con esa clave está en curso; reintente.');
  return { claimed: false, bookingId: existing.bookingId };
}

export async function attachBooking(tx: Transaction, keyId: number, bookingId: number): Promise<void> {
  await tx.update(bookingIdempotencyKeys).set({ bookingId }).where(eq(bookingIdempotencyKeys.id, keyId));
}
