// Password hashing with scrypt (node:crypto). Stored as `scrypt$N$r$p$salt$hash` (base64) so parameters can
// be raised later without invalidating existing hashes.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// N = 2^15 for stored passwords. Under the test runner (vitest sets VITEST), 2^10: the API and security suites sign
// in about a thousand times, each check at 2^15 a noticeable wait (decision 0106). A hash carries its own N, so a
// check always uses the cost it was made with.
const cost = { N: process.env.VITEST ? 2 ** 10 : 2 ** 15, r: 8, p: 1 } as const;
const keyLength = 32;
const saltLength = 16;

function deriveKey(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is exactly that at N=2^15, so give it room.
  const maxmem = 256 * (options.N ?? cost.N) * (options.r ?? cost.r);
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, { ...options, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(saltLength);
  const key = await deriveKey(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await deriveKey(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check, for logins with an unknown email: answering faster would tell an
 * attacker which emails have accounts.
 */
export async function verifyDummyPassword(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(12).toString('base64'));
  await verifyPassword(password, await dummyHash);
}
