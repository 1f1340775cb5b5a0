// The API's reason for ending a session reaches the sign-in screen only as the server's own sealed text.
import { sealData } from 'iron-session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const SECRET = 'n'.repeat(32);

async function notices() {
  vi.resetModules();
  vi.stubEnv('SESSION_SECRET', SECRET);
  return import('@/lib/auth/session-notice');
}

beforeEach(() => vi.stubEnv('SESSION_SECRET', SECRET));
afterEach(() => vi.unstubAllEnvs());

describe('session notice', () => {
  it("carries the server's message to the sign-in screen", async () => {
    const { sealSessionNotice, openSessionNotice } = await notices();
    const sealed = await sealSessionNotice('Tu usuario fue deshabilitado.');
    expect(sealed).toEqual(expect.any(String));
    expect(sealed).not.toContain('deshabilitado');
    expect(await openSessionNotice(sealed)).toBe('Tu usuario fue deshabilitado.');
  });

  it('has nothing to carry for the generic refusal or no message: the screen says it in the user language', async () => {
    const { sealSessionNotice } = await notices();
    expect(await sealSessionNotice('Unauthenticated.')).toBeNull();
    expect(await sealSessionNotice(undefined)).toBeNull();
  });

  it('opens to nothing when the text was written by someone else, altered, or is no seal', async () => {
    const { sealSessionNotice, openSessionNotice } = await notices();
    const forged = await sealData({ message: 'Llamá al 0900 para recuperar tu cuenta' }, { password: 'x'.repeat(32) });
    expect(await openSessionNotice(forged)).toBeNull();
    const sealed = (await sealSessionNotice('Sesión cerrada por el administrador.'))!;
    expect(await openSessionNotice(`${sealed.slice(0, -4)}AAAA`)).toBeNull();
    expect(await openSessionNotice('Llamá al 0900')).toBeNull();
    expect(await openSessionNotice(['a'])).toBeNull();
    expect(await openSessionNotice(undefined)).toBeNull();
  });
});
