// Stored passwords cost an attacker 2^15 scrypt iterations each; only the test runner's own hashes are cheaper.
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const costOf = (hash: string) => Number(hash.split('$')[1]);

describe('password hashes', () => {
  it('outside the test runner are made with N = 2^15, and check', async () => {
    vi.stubEnv('VITEST', '');
    vi.resetModules();
    const { hashPassword, verifyPassword } = await import('@/backend/modules/auth/passwords');
    const hash = await hashPassword('una clave larga');
    expect(costOf(hash)).toBe(2 ** 15);
    expect(await verifyPassword('una clave larga', hash)).toBe(true);
    expect(await verifyPassword('otra clave', hash)).toBe(false);
  });

  it('made cheaply by the test runner still check with the cost they carry', async () => {
    const { hashPassword, verifyPassword } = await import('@/backend/modules/auth/passwords');
    const hash = await hashPassword('una clave larga');
    expect(costOf(hash)).toBe(2 ** 10);
    expect(await verifyPassword('una clave larga', hash)).toBe(true);
  });
});
