// The credit ledger's invariants: whatever sequence of movements, sum(ledger) = balance ≥ 0 and every row's
// balance_after follows from the one before; concurrent bookings never overdraw.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@/backend/errors';
import { applyCreditMovement } from '@/backend/modules/billing/credit-ledger';
import type { CreditMovementKind } from '@/backend/db/schema';
import { ledgerTotals } from '@/tests/factories/billing';
import { buildBooking, ledgerOf, seedBookingTenant } from '@/tests/factories/bookings';
import { seedTenant } from '@/tests/factories/tenants';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close();
});

const operation = fc.oneof(
  fc.record({ kind: fc.constant<CreditMovementKind>('booking_debit'), amount: fc.integer({ min: -400, max: -1 }) }),
  fc.record({ kind: fc.constant<CreditMovementKind>('booking_refund'), amount: fc.integer({ min: 1, max: 400 }) }),
  fc.record({ kind: fc.constant<CreditMovementKind>('recharge'), amount: fc.integer({ min: 501, max: 12_000 }) }),
  fc.record({ kind: fc.constant<CreditMovementKind>('receipt_confirmation'), amount: fc.integer({ min: 1, max: 5000 }) }),
  fc.record({ kind: fc.constant<CreditMovementKind>('manual_adjustment'), amount: fc.integer({ min: -3000, max: 3000 }).filter((n) => n !== 0) }),
);

describe('applyCreditMovement', () => {
  it('keeps sum(ledger) = balance ≥ 0 for any sequence of debits, refunds, recharges and adjustments', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 25 }), async (operations) => {
        const tenant = await seedTenant(backend.db, { credits: 0 });
        let expected = 0;
        for (const op of operations) {
          const outcome = await backend.db
            .transaction((tx) => applyCreditMovement(tx, { tenantId: tenant.id, amount: op.amount, kind: op.kind, description: op.kind }))
            .then(() => 'applied' as const)
            .catch((error: unknown) => {
              if (error instanceof AppError && error.status === 402) return 'refused' as const;
              throw error;
            });
          // Refused exactly when the movement would overdraw; then nothing changes.
          expect(outcome).toBe(expected + op.amount >= 0 ? 'applied' : 'refused');
          if (outcome === 'applied') expected += op.amount;
        }
        const totals = await ledgerTotals(backend.db, tenant.id);
        expect(totals).toMatchObject({ total: expected, balance: expected, negative: 0 });
        const rows = await ledgerOf(backend.db, tenant.id);
        rows.reduce((previous, row) => {
          expect(row.balanceAfter).toBe(previous + row.amount);
          return row.balanceAfter;
        }, 0);
      }),
      { numRuns: 30 },
    );
  });

  it('refuses fractional and zero amounts: credits are whole units', async () => {
    const tenant = await seedTenant(backend.db, { credits: 0 });
    for (const amount of [0.5, 0, Number.NaN]) {
      await expect(
        backend.db.transaction((tx) => applyCreditMovement(tx, { tenantId: tenant.id, amount, kind: 'manual_adjustment', description: 'x' })),
      ).rejects.toThrow(/invalid credit movement amount/);
    }
    expect((await ledgerTotals(backend.db, tenant.id)).rows).toBe(0);
  });
});

describe('concurrent bookings', () => {
  it('twenty bookings against a balance covering ten: exactly ten succeed, the rest 402, the ledger adds up', async () => {
    const start = 122 * 10 + 50;
    const { tenant, location, token } = await seedBookingTenant(backend, { credits: 0, doorSizes: Array<number>(20).fill(1) });
    await backend.db.transaction((tx) => applyCreditMovement(tx, { tenantId: tenant.id, amount: start, kind: 'opening_balance', description: 'Saldo inicial' }));
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => backend.request('/booking', { token, json: buildBooking({ location_id: location.id }) })),
    );
    expect(replies.filter((r) => r.status === 201)).toHaveLength(10);
    const refused = replies.filter((r) => r.status === 402);
    expect(refused).toHaveLength(10);
    expect(refused[0]!.body).toEqual({ message: 'Saldo Insuficiente' });
    expect(await ledgerTotals(backend.db, tenant.id)).toMatchObject({ total: 50, balance: 50, negative: 0, rows: 11 });
    const me = await backend.request('/auth/me', { token });
    expect(me.body.data.extra_data.credits).toBe(50);
  });
});
