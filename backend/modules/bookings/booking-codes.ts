// Drop-off and pickup codes: 6 random digits from a CSPRNG (they open a door). Uniqueness among a
// locker's active bookings is enforced by partial unique indexes; a clash is retried by the caller.
import { randomInt } from 'node:crypto';

/** The test booking's code (docs/domain/bookings.md): never given to a real booking, so the two cannot be confused. */
const reservedCodes = new Set(['012345']);

export function newCode(): string {
  for (;;) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    if (!reservedCodes.has(code)) return code;
  }
}

/** Constraints a fresh code may clash with: worth another try with another code. */
export const codeConstraints = ['bookings_active_insert_code_unique', 'bookings_active_pickup_code_unique'] as const;
