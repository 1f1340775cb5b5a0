// An idempotency key's value, for client and server code alike (use-idempotency-key.ts holds the hook of forms).

/** A random key ([0-9a-f], 32 characters); crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
