// lib/auth/sign-in.ts, the BFF's password sign-in (the sign-in form's action calls it), against the real backend
// over HTTP: a refused resident leaves no live token behind; a back-office user's token is kept, also when the
// locale cannot be read.
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiTokens, users } from '@/backend/db/schema';
import { messages } from '@/backend/errors';
import { demoAccounts, demoPassword } from '@/backend/seed/demo-accounts';
import { ApiError } from '@/lib/api-errors';
import { signInWithPassword } from '@/lib/auth/sign-in';
import { seededBackendAsApiBase } from '@/tests/support/backend-as-api-base';
import { startFaultProxy } from '@/tests/support/fault-proxy';

const backend = seededBackendAsApiBase();

async function tokensOf(email: string) {
  const [user] = await backend().db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const all = await backend().db.select().from(apiTokens).where(eq(apiTokens.userId, user!.id));
  const live = await backend().db.select().from(apiTokens).where(and(eq(apiTokens.userId, user!.id), isNull(apiTokens.revokedAt)));
  return { all: all.length, live: live.length };
}

describe('signInWithPassword', () => {
  it('refuses a resident (403, the spec message) and revokes the token the sign-in issued', async () => {
    const email = demoAccounts.resident.email;
    const before = await tokensOf(email);
    const error: ApiError = await signInWithPassword({ email, password: demoPassword }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(403);
    expect(error.messages).toEqual([messages.residentRefused]);
    const after = await tokensOf(email);
    // A token was issued, and none is left alive.
    expect(after.all).toBe(before.all + 1);
    expect(after.live).toBe(0);
  });

  it("keeps a back-office user's token alive and returns the locale", async () => {
    const email = demoAccounts.operator.email;
    const before = await tokensOf(email);
    const { token, locale } = await signInWithPassword({ email, password: demoPassword });
    expect(typeof locale).toBe('string');
    expect((await backend().request('/auth/me', { token })).status).toBe(200);
    expect(await tokensOf(email)).toEqual({ all: before.all + 1, live: before.live + 1 });
  });

  it("starts the service operator on the statement (the pending receipts) and everyone else on the dashboard", async () => {
    expect((await signInWithPassword({ email: demoAccounts.serviceOperator.email, password: demoPassword })).home).toBe('/estado-de-cuenta');
    expect((await signInWithPassword({ email: demoAccounts.operator.email, password: demoPassword })).home).toBe('/');
  });

  it('still signs in when the locale cannot be read: no locale, and the token kept alive', async () => {
    const email = demoAccounts.operator.email;
    const direct = process.env.API_BASE_URL!;
    const proxy = await startFaultProxy(direct);
    proxy.set({ kind: 'status', status: 503 }, { only: /\/userlocale/ });
    process.env.API_BASE_URL = proxy.origin;
    try {
      const before = await tokensOf(email);
      const { token, locale } = await signInWithPassword({ email, password: demoPassword });
      expect(locale).toBeNull();
      expect(proxy.seen.some((request) => request.path.startsWith('/api/v2/userlocale'))).toBe(true);
      expect((await backend().request('/auth/me', { token })).status).toBe(200);
      expect(await tokensOf(email)).toEqual({ all: before.all + 1, live: before.live + 1 });
    } finally {
      process.env.API_BASE_URL = direct;
      await proxy.close();
    }
  });

  it('wrong credentials are a 401 and issue no token', async () => {
    const email = demoAccounts.operator.email;
    const before = await tokensOf(email);
    const error: ApiError = await signInWithPassword({ email, password: 'equivocada1' }).catch((e) => e);
    expect(error.status).toBe(401);
    expect(await tokensOf(email)).toEqual(before);
  });
});
