// The demo bookings of the embedded default: counts, a consistent ledger, and states the sweep agrees with.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, creditMovements, providers } from '@/backend/db/schema';
import { sweepBookings } from '@/backend/jobs/sweep-bookings';
import { demoAccounts, demoTenants } from '@/backend/seed/demo-accounts';
import { dashboardReply } from '@/contract/dashboard';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend({ seedDemo: true });
});
afterAll(async () => {
  await backend?.close();
});

describe('demo bookings', () => {
  it('gives Demo Lockers 60 and Empresa Demo 20 bookings, and each ledger ends at the seeded balance', async () => {
    for (const [name, expected, credits] of [[demoTenants.demo, 60, 5000], [demoTenants.enterprise, 20, 20_000]] as const) {
      const [tenant] = await backend.db.select().from(providers).where(eq(providers.name, name));
      expect(await backend.db.$count(bookings, eq(bookings.providerId, tenant!.id))).toBe(expected);
      const [ledger] = await backend.db
        .select({ total: sql<number>`sum(${creditMovements.amount})::int`, negative: sql<number>`count(*) filter (where ${creditMovements.balanceAfter} < 0)::int` })
        .from(creditMovements)
        .where(eq(creditMovements.providerId, tenant!.id));
      expect(tenant!.credits).toBe(credits);
      expect(ledger).toEqual({ total: credits, negative: 0 });
    }
  });

  it('is already swept: nothing is past a deadline it should have moved on', async () => {
    expect(await sweepBookings(backend.db)).toEqual({ skipped: false, lapsed: 0, expired: 0, preBookingsLapsed: 0 });
  });

  it('shows on the dashboard: waiting, in lockers, expired, free doors', async () => {
    const token = await backend.login(demoAccounts.operator.email);
    const dashboard = dashboardReply.parse((await backend.request('/dashboard', { token })).body);
    expect(dashboard).toMatchObject({ toPut: 6, toTake: 6, inLockers: 11, autWithdrawal: 2, expiredPickups: 3, freeDoors: 36 - 17, credits: 5000 });
    const list = await backend.request('/booking?perPage=100', { token });
    expect(list.body.meta.total).toBe(60);
  });
});
