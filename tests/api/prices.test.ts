// GET /prices: the tariff every screen quotes (docs/domain/limits.md, docs/domain/credits.md), served by the backend
// to anyone, and the same figures the backend debits and charges by.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '@/backend/config';
import { pricesResponse } from '@/contract/prices';
import { creditsOf, seedBookingTenant } from '@/tests/factories/bookings';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

describe('GET /prices', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend();
  });
  afterAll(async () => {
    await backend?.close();
  });

  it('gives the door prices with VAT, the credits each costs, the packs and the VAT rate, signed out too', async () => {
    const reply = await backend.request('/prices');
    expect(reply.status).toBe(200);
    expect(pricesResponse.parse(reply.body).data).toEqual({
      vat_rate: 0.22,
      credit_price_cents: 122,
      doors: [
        { size_id: 1, price_uyu: 149, credits: 122 },
        { size_id: 2, price_uyu: 179, credits: 147 },
        { size_id: 3, price_uyu: 199, credits: 163 },
      ],
      packs: [
        { credits: 4000, price_uyu: 4880 },
        { credits: 7000, price_uyu: 8540 },
        { credits: 10000, price_uyu: 12200 },
      ],
    });
  });

  it('a recharge of a pack is charged the price GET /prices gives it', async () => {
    const { token, tenant } = await seedBookingTenant(backend, { credits: 0, permissions: ['billing-show', 'billing-create'] });
    const { body: prices } = await backend.request('/prices');
    const started = await backend.request('/billing/recharge', { token, json: { pack: 7000 } });
    expect(started.status).toBe(201);
    expect(started.body.price_uyu).toBe(prices.data.packs.find((p: { credits: number }) => p.credits === 7000).price_uyu);
    expect(await creditsOf(backend.db, tenant.id)).toBe(0);
  });
});

describe('the account for bank transfers', () => {
  const account = { bank: 'BROU', account: 'Cuenta corriente en pesos 001234567-00001', holder: 'Lockers S.A. · RUT 210000000011' };
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend({ transferAccount: account });
  });
  afterAll(async () => {
    await backend?.close();
  });

  it('comes with the tariff where the deployment has one, signed out too; absent where it has none', async () => {
    expect(pricesResponse.parse((await backend.request('/prices')).body).data.transfer_account).toEqual(account);
    const none = await startTestBackend();
    try {
      expect((await none.request('/prices')).body.data).not.toHaveProperty('transfer_account');
    } finally {
      await none.close();
    }
  });

  it('is read from TRANSFER_BANK, TRANSFER_ACCOUNT and TRANSFER_ACCOUNT_HOLDER; the demo shows made-up details; half of it refuses to start', () => {
    const env = (vars: Record<string, string>) => vars as unknown as NodeJS.ProcessEnv;
    const production = { DATABASE_URL: 'postgres://db/app' };
    expect(readConfig(env({ ...production, TRANSFER_BANK: 'BROU', TRANSFER_ACCOUNT: '001234567-00001' })).transferAccount).toEqual({ bank: 'BROU', account: '001234567-00001' });
    expect(readConfig(env(production)).transferAccount).toBeUndefined();
    expect(readConfig(env({ SEED_DEMO: '0' })).transferAccount).toBeUndefined();
    expect(readConfig(env({})).transferAccount?.bank).toMatch(/demo/);
    expect(() => readConfig(env({ ...production, TRANSFER_BANK: 'BROU' }))).toThrow(/TRANSFER_BANK and TRANSFER_ACCOUNT go together/);
    expect(() => readConfig(env({ ...production, TRANSFER_ACCOUNT_HOLDER: 'Lockers S.A.' }))).toThrow(/go together/);
  });
});
