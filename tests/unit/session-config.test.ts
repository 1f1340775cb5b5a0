import { sealData } from 'iron-session';
import { afterEach, describe, expect, it, vi } from 'vitest';

const FIRST = 'a'.repeat(32);
const SECOND = 'b'.repeat(32);
const THIRD = 'c'.repeat(32);

async function configWith(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value as string);
  return import('@/lib/session-config');
}

async function sealAs(env: Record<string, string | undefined>, token: string) {
  const { sessionOptions } = await configWith(env);
  return sealData({ token }, { password: sessionOptions().password });
}

afterEach(() => vi.unstubAllEnvs());

describe('session secret rotation', () => {
  it('keeps users signed in across two rotations, and drops cookies of a secret once it is removed', async () => {
    const sealedWithFirst = await sealAs({ SESSION_SECRET: FIRST, SESSION_SECRET_PREVIOUS: undefined }, 't1');

    // Rotation 1: the previous secret still opens old cookies; new cookies use the new secret.
    let config = await configWith({ SESSION_SECRET: SECOND, SESSION_SECRET_PREVIOUS: FIRST });
    expect(await config.openSession(sealedWithFirst)).toEqual({ token: 't1' });
    const sealedWithSecond = await sealAs({ SESSION_SECRET: SECOND, SESSION_SECRET_PREVIOUS: FIRST }, 't2');

    // Rotation done: the first secret is removed.
    config = await configWith({ SESSION_SECRET: SECOND, SESSION_SECRET_PREVIOUS: undefined });
    expect(await config.openSession(sealedWithSecond)).toEqual({ token: 't2' });
    expect(await config.openSession(sealedWithFirst)).toEqual({});

    // Rotation 2: cookies sealed with the second secret still open.
    config = await configWith({ SESSION_SECRET: THIRD, SESSION_SECRET_PREVIOUS: SECOND });
    expect(await config.openSession(sealedWithSecond)).toEqual({ token: 't2' });
  });

  it('a tampered cookie opens to nothing', async () => {
    const sealed = await sealAs({ SESSION_SECRET: FIRST }, 't1');
    const { openSession } = await configWith({ SESSION_SECRET: FIRST });
    const tampered = sealed.slice(0, -4) + (sealed.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    await expect(openSession(tampered)).resolves.toEqual({});
  });

  it('an opened cookie is kept open a minute at most: once expired (iron allows 60 s of clock skew) it stops opening', async () => {
    vi.useFakeTimers();
    try {
      // A session of 36 seconds (TOKEN_TTL_HOURS = 0.01).
      const env = { SESSION_SECRET: FIRST, TOKEN_TTL_HOURS: '0.01' };
      const { sessionOptions } = await configWith(env);
      const sealed = await sealData({ token: 't1' }, { password: sessionOptions().password, ttl: sessionOptions().ttl });
      const { openSession } = await configWith(env);
      expect(await openSession(sealed)).toEqual({ token: 't1' });
      vi.advanceTimersByTime(50_000);
      expect(await openSession(sealed)).toEqual({ token: 't1' });
      vi.advanceTimersByTime(50_000);
      expect(await openSession(sealed)).toEqual({});
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a secret shorter than 32 characters', async () => {
    const { sessionOptions } = await configWith({ SESSION_SECRET: 'short' });
    expect(() => sessionOptions()).toThrow(/32 characters/);
  });

  it('production cookies are Secure, httpOnly, SameSite=Lax with the __Host- prefix; SESSION_COOKIE_SECURE=false opts out', async () => {
    const production = (await configWith({ SESSION_SECRET: SECOND, NODE_ENV: 'production', SESSION_COOKIE_SECURE: undefined })).sessionOptions();
    expect(production.cookieName).toBe('__Host-session');
    expect(production.cookieOptions).toMatchObject({ secure: true, httpOnly: true, sameSite: 'lax', path: '/' });
    expect(production.cookieOptions).not.toHaveProperty('domain');

    const intranet = (await configWith({ SESSION_SECRET: SECOND, NODE_ENV: 'production', SESSION_COOKIE_SECURE: 'false' })).sessionOptions();
    expect(intranet.cookieName).toBe('session');
    expect(intranet.cookieOptions?.secure).toBe(false);
  });

  it('the sealed production cookie, with its attributes, stays far under the 4 KB browsers keep', async () => {
    const { sessionOptions } = await configWith({ SESSION_SECRET: SECOND, NODE_ENV: 'production', SESSION_COOKIE_SECURE: undefined });
    const options = sessionOptions();
    // A bearer token is 32 random bytes in base64url: 43 characters.
    const sealed = await sealData({ token: 'x'.repeat(43) }, { password: options.password, ttl: options.ttl });
    const header = `${options.cookieName}=${sealed}; Max-Age=${options.ttl}; Path=/; HttpOnly; Secure; SameSite=Lax`;
    expect(header.length).toBeLessThan(1024);
  });
});
