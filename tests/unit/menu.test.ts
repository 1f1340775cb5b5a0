import { describe, expect, it } from 'vitest';
import { visibleMenu } from '@/lib/navigation/menu';

const ids = (permissions: string[], custom = false) => visibleMenu({ permissions, custom }).map((i) => i.id);

describe('drawer menu filtering (docs/domain/screens.md)', () => {
  it('"*" shows every standard item and no custom ones on a standard tenant', () => {
    expect(ids(['*'])).toEqual([
      'dashboard', 'bookings', 'bookingsExcel', 'clients', 'users', 'residents', 'billing', 'receipts',
      'apartments', 'articles', 'lockers', 'account', 'help', 'prices',
    ]);
  });

  it('a custom tenant also sees sales and stock', () => {
    expect(ids(['*'], true)).toEqual(expect.arrayContaining(['sales', 'stock']));
  });

  it('a delivery man with booking-show sees bookings and the items for everybody', () => {
    expect(ids(['booking-show'])).toEqual(['dashboard', 'bookings', 'account', 'help']);
  });

  it('the operator sees what its permissions open and nothing else', () => {
    expect(ids(['booking-show', 'booking-create', 'booking-edit', 'booking-excel', 'billing-show'])).toEqual([
      'dashboard', 'bookings', 'bookingsExcel', 'billing', 'account', 'help', 'prices',
    ]);
  });

  it('any one matching permission is enough', () => {
    expect(ids(['billing-transaction'])).toContain('receipts');
    expect(ids(['billing-transaction'])).not.toContain('billing');
  });

  it('the businesses screen is the service operator\'s only: "*" does not open it', () => {
    expect(ids(['billing-show', 'service-receipts-confirm'])).toEqual(['dashboard', 'billing', 'account', 'help', 'prices', 'tenants']);
    expect(ids(['*'])).not.toContain('tenants');
  });

  it('no permissions leaves only the items for everybody', () => {
    expect(ids([])).toEqual(['dashboard', 'account', 'help']);
  });
});
