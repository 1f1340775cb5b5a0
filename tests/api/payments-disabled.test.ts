// A deployment on PostgreSQL without MercadoPago: no sandbox (it would hand out free credits), recharges unavailable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '@/backend/config';
import { paymentUnavailableMessage } from '@/contract/billing';
import { creditsOf, ledgerOf, seedBookingTenant } from '@/tests/factories/bookings';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

/** Environments as partial records: Next's types make NODE_ENV a required key of ProcessEnv. */
const env = (vars: Record<string, string>) => vars as unknown as NodeJS.ProcessEnv;

describe('which payment provider a deployment gets', () => {
  it('the sandbox is on where the demo is (the embedded database by default) unless PAYMENTS_SANDBOX says otherwise', () => {
    expect(readConfig(env({})).payments).toMatchObject({ provider: 'sandbox', enabled: true });
    expect(readConfig(env({ DATABASE_URL: 'postgres://db/app' })).payments).toMatchObject({ provider: 'sandbox', enabled: false });
    // The embedded database for real use (no demo): no free credits either.
    expect(readConfig(env({ SEED_DEMO: '0' })).payments).toMatchObject({ enabled: false });
    expect(readConfig(env({ DATABASE_URL: 'postgres://db/app', SEED_DEMO: '1' })).payments).toMatchObject({ enabled: true });
    expect(readConfig(env({ SEED_DEMO: '0', PAYMENTS_SANDBOX: '1' })).payments).toMatchObject({ enabled: true });
    expect(readConfig(env({ DATABASE_URL: 'postgres://db/app', PAYMENTS_SANDBOX: '1' })).payments).toMatchObject({ enabled: true });
    expect(readConfig(env({ PAYMENTS_SANDBOX: 'false' })).payments).toMatchObject({ enabled: false });
  });
});

describe('sandbox switched off and no MercadoPago', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend({ payments: { provider: 'sandbox', enabled: false } });
  });
  afterAll(async () => {
    await backend?.close();
  });

  it('a recharge answers 503 with the spec message and changes nothing', async () => {
    const owner = await seedBookingTenant(backend, { credits: 100, permissions: ['billing-show'] });
    const ledgerBefore = await ledgerOf(backend.db, owner.tenant.id);
    const reply = await backend.request('/billing/recharge', { token: owner.token, json: { pack: 4000 } });
    expect(reply.status).toBe(503);
    expect(reply.body.message).toBe(paymentUnavailableMessage);
    expect(await creditsOf(backend.db, owner.tenant.id)).toBe(100);
    expect(await ledgerOf(backend.db, owner.tenant.id)).toEqual(ledgerBefore);
  });

  it('the sandbox checkout endpoints do not exist', async () => {
    const owner = await seedBookingTenant(backend, { credits: 0, permissions: ['billing-show'] });
    const resolve = await backend.request('/payments/sandbox/00000000-0000-4000-8000-000000000000/resolve', { token: owner.token, json: { outcome: 'approved' } });
    expect(resolve.status).toBe(404);
  });
});
