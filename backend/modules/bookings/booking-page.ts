// A page of GET /booking (an OFFSET page of the list, or a keyset page: the Excel export's walk of up to 100,000
// bookings) read as the reply's JSON text, built by the database. Two reasons, both measured on 100,000 bookings:
// - The page is picked first, in a derived table, and only its rows are joined to their locker, door, status,
//   size and tenant: the planner no longer searches join orders of six tables with the bookings table's 14
//   indexes (planning 25–45 ms → under 2 ms per page on PGlite, 3–5 ms → 0.6 ms on PostgreSQL).
// - Decoding 100 rows of 38 columns in the driver, mapping them with Drizzle and toBookingReply and serialising
//   them again cost 6–8 ms of the server's CPU per page; the database builds the same JSON and the server passes
//   it on (under 2 ms per page on PostgreSQL).
// The object is the contract's `booking` exactly as toBookingReply (booking-record.ts) and shapeBooking
// (features/booking-fields.ts: an integration's fields only when it is on) answer it:
// tests/api/bookings-cursor.test.ts walks the same bookings with and without the cursor and compares every field.
// `fields=export` answers the contract's `bookingExportItem` instead: what the spreadsheet shows, without the door
// (nor its join), codes, versions and the locker's and size's details; on PostgreSQL 56 KB of JSON a page instead
// of 92 KB, and 2.0 ms of the database's CPU instead of 3.6 (300 keyset pages on the million-booking database).
import { sql, type SQL } from 'drizzle-orm';
import type { BookingFieldFeatures } from '@/backend/modules/features/booking-fields';
import type { Executor } from './transaction';
import { parcelInLockerStatuses } from './booking-rules';
import { rawRows } from '../../db/raw-rows';

/** An ISO 8601 UTC timestamp with milliseconds, as Date#toISOString writes it (microseconds cut, as a JS Date does). */
const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The JSON of one booking; an integration's fields are left out when the caller has it off. */
const bookingJson = (features: BookingFieldFeatures) => sql`json_build_object(
  'id', page.id,
  'location', json_build_object('id', l.id, 'description', l.description, 'address', l.address, 'latitude', l.latitude, 'longitude', l.longitude),
  'door', json_build_object('id', d.id, 'number', d.number),
  'status', json_build_object('id', s.id, 'name', s.name),
  'size', json_build_object('id', z.id, 'name', z.name, 'height', z.height_mm::float8 / 10, 'width', z.width_mm::float8 / 10, 'depth', z.depth_mm::float8 / 10),
  'insert_code', page.insert_code,
  'pickup_code', case when page.status_id in (${sql.raw(parcelInLockerStatuses.join(', '))}) then page.pickup_code end,
  'code_validity_hours', page.code_validity_hours,
  'expiration_date', ${iso('page.expiration_date')},
  'insert_date', ${iso('page.insert_date')},
  'withdrawal_date', ${iso('page.withdrawal_date')},
  'withdrew_by', page.withdrew_by,
  'created_at', ${iso('page.created_at')},
  'updated_at', ${iso('page.updated_at')},
  'version', page.version,
  'client', json_build_object('description', page.client->'description', 'email', page.client->'email', 'document', page.client->'document',
                              'phone_number', page.client->'phone_number', 'phone_country', page.client->'phone_country'),
  'provider', json_build_object('id', p.id, 'name', p.name),
  'notes', page.notes,
  ${sql.raw(features.fenicio ? "'fenicio_order_id', page.fenicio_order_id," : '')}
  ${sql.raw(features.districad ? "'districad', page.districad," : '')}
  'whatsapp', page.whatsapp)`;

/** The JSON of one booking as the export reads it (contract `bookingExportItem`); the same values as bookingJson. */
const exportBookingJson = (features: BookingFieldFeatures) => sql`json_build_object(
  'id', page.id,
  'location', json_build_object('id', l.id, 'description', l.description),
  'status', json_build_object('id', s.id, 'name', s.name),
  'size', json_build_object('id', z.id, 'name', z.name),
  'insert_code', page.insert_code,
  'expiration_date', ${iso('page.expiration_date')},
  'insert_date', ${iso('page.insert_date')},
  'created_at', ${iso('page.created_at')},
  'client', json_build_object('description', page.client->'description', 'email', page.client->'email', 'document', page.client->'document',
                              'phone_number', page.client->'phone_number', 'phone_country', page.client->'phone_country'),
  'provider', json_build_object('id', p.id, 'name', p.name),
  ${sql.raw(features.districad ? "'districad', page.districad," : '')}
  'notes', page.notes)`;

export interface BookingPageInput {
  /** Conditions on the bookings table only (the tenant's, always). */
  where: SQL;
  /** ORDER BY of the page, on the bookings table (and `locations`, when `joinLocations`), ending with the id. */
  order: SQL;
  /** Sorting by the locker's name needs its row while picking the page. */
  joinLocations?: boolean;
  /** Bookings skipped before the page, and bookings in it. */
  offset?: number;
  limit: number;
  features: BookingFieldFeatures;
  /** Whole bookings, or only the export's fields (contract `fields`). */
  fields?: 'export';
}

/** The page's bookings as a JSON array (text), in the page's order, and whether more follow. */
export async function bookingPageJson(db: Executor, input: BookingPageInput): Promise<{ json: string; count: number; more: boolean }> {
  const offset = input.offset ?? 0;
  const sortJoin = input.joinLocations ? sql`join locations on locations.id = bookings.location_id` : sql``;
  const forExport = input.fields === 'export';
  const booking = forExport ? exportBookingJson(input.features) : bookingJson(input.features);
  // One row past the page says whether another page follows; it is counted, not sent.
  const query = sql`
    select coalesce(json_agg(${booking} order by page.position) filter (where page.position <= ${offset + input.limit}), '[]')::text as json,
           count(*)::int as fetched
    from (select bookings.*, row_number() over (order by ${input.order}) as position
          from bookings ${sortJoin} where ${input.where} order by ${input.order} limit ${input.limit + 1} offset ${offset}) page
    join locations l on l.id = page.location_id
    ${forExport ? sql`` : sql`join doors d on d.id = page.door_id`}
    join statuses s on s.id = page.status_id
    join sizes z on z.id = page.size_id
    join providers p on p.id = page.provider_id`;
  type Row = { json: string; fetched: number };
  const [first] = await rawRows<Row>(db, query);
  const { json, fetched } = first!;
  return { json, count: Math.min(fetched, input.limit), more: fetched > input.limit };
}
