// Every filter and sort of the bookings list is served by an index (issue 9): at volume (40 tenants, 40,000
// bookings, analysed), the planner's own choice for each filter of GET /booking, built by the backend's own
// bookingFilters, reads the index made for it, not the tenant's whole history. Plans, not times: the same on
// PGlite and PostgreSQL, and they cannot pass by luck.
import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '@/backend/db/schema';
import { bookingFilters } from '@/backend/modules/bookings/find-bookings';
import { createLockerTenants, generateBookingHistory, type RunQuery } from '@/bench/lib/booking-history';
import { bookingListQuery } from '@/contract/bookings';
import { createTestDatabase, type TestDatabase } from '@/tests/support/test-database';

let database: TestDatabase;
let tenantId: number;
let locationId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const client = (database.db as unknown as { $client: { query: RunQuery } }).$client;
  const query: RunQuery = (text, params) => client.query(text, params);
  const tenantIds = await createLockerTenants(query, 40);
  await generateBookingHistory(query, { tenantIds, total: 40_000 });
  await query('analyze');
  tenantId = tenantIds[0]!;
  const { rows } = await query('select id from locations where provider_id = $1 order by id limit 1', [tenantId]);
  locationId = Number(rows[0]!.id);
}, 120_000);
afterAll(async () => database?.close());

/** The plan PostgreSQL picks for the list's first page under these filters, as text. */
async function planOf(filters: Record<string, string>): Promise<string> {
  const query = database.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(bookingFilters(tenantId, bookingListQuery.parse(filters)))
    .orderBy(desc(bookings.id))
    .limit(25);
  const result = await database.db.execute(sql`explain ${query}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: Record<string, string>[] }).rows) as Record<string, string>[];
  return rows.map((row) => Object.values(row)[0]).join('\n');
}

describe('the bookings list at volume', () => {
  const cases: [string, () => Record<string, string>, string][] = [
    ['locker', () => ({ location_id: String(locationId) }), 'bookings_provider_location_idx'],
    ['status', () => ({ status: '5' }), 'bookings_provider_status_idx'],
    ['size', () => ({ size_id: '3' }), 'bookings_provider_size_idx'],
    ['drop-off code', () => ({ insert_code: '123456' }), 'bookings_provider_insert_code_idx'],
    ['expiration day', () => ({ expiration_date: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10) }), 'bookings_provider_expiration_idx'],
    ['creation day', () => ({ created_at: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10) }), 'bookings_provider_created_at_idx'],
    ['booking reference that matches nothing', () => ({ description: 'zzqx' }), 'bookings_provider_description_trgm_idx'],
    ['booking reference, one booking', () => ({ description: 'Pedido 31415' }), 'bookings_provider_description_trgm_idx'],
    ['e-mail prefix', () => ({ email: 'cliente1234@' }), 'bookings_provider_email_idx'],
    ['document prefix', () => ({ document: '1234567' }), 'bookings_provider_document_idx'],
    ['mobile prefix', () => ({ phone_number: '0912345' }), 'bookings_provider_phone_idx'],
  ];
  for (const [name, filters, index] of cases) {
    it(`filters by ${name} through ${index}`, async () => {
      const plan = await planOf(filters());
      expect(plan).toContain(index);
      expect(plan).not.toMatch(/Seq Scan/);
    });
  }

  it('the first page without filters walks the tenant’s id index backwards and stops at 25', async () => {
    const plan = await planOf({});
    expect(plan).toMatch(/Index (Only )?Scan Backward using bookings_provider_id_idx/);
  });
});
