// GET /booking: the tenant's bookings with the 12 filters of docs/domain/screens.md, search, sort and paging.
// Every condition starts with provider_id, and each filter has an index leading with it (schema/bookings.ts).
// Matching: id, locker, status, size, drop-off code exact (status 18 "Eliminada" also finds 9, its twin); email, document, mobile by prefix (index-friendly);
// booking reference and search by substring; expiration and creation date = that day in Uruguay.
import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { cappedCount, type ListCount } from '@/backend/db/capped-count';
import type { Database } from '@/backend/db/client';
import { bookings, locations } from '@/backend/db/schema';
import { AppError } from '@/backend/errors';
import type { PageRequest } from '@/backend/http/pagination';
import { expandStatusFilter, type BookingListQuery, type BookingSortColumn } from '@/contract/bookings';
import { bookingPageJson } from './booking-page';
import { businessDayRange } from '@/common/business-time';
import type { BookingFieldFeatures } from '@/backend/modules/features/booking-fields';

const clientField = (field: string) => sql<string>`(${bookings.client}->>${sql.raw(`'${field}'`)})`;

const sortColumns: Record<BookingSortColumn, SQL> = {
  id: sql`${bookings.id}`,
  location: sql`${locations.description}`,
  status: sql`${bookings.statusId}`,
  size: sql`${bookings.sizeId}`,
  insert_code: sql`${bookings.insertCode}`,
  expiration_date: sql`${bookings.expirationDate}`,
  description: clientField('description'),
  email: sql`lower(${clientField('email')})`,
  document: clientField('document'),
  phone_number: clientField('phone_number'),
  created_at: sql`${bookings.createdAt}`,
};

/** `%`, `_` and `\` typed by the user are literal text, not LIKE wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (m) => `\\${m}`);

function dayCondition(column: typeof bookings.expirationDate | typeof bookings.createdAt, day: string, field: string): SQL {
  const range = businessDayRange(day);
  if (!range) throw new AppError('validation', 'La fecha no es válida', { [field]: ['La fecha no es válida'] });
  return and(sql`${column} >= ${range[0].toISOString()}`, sql`${column} < ${range[1].toISOString()}`)!;
}

export function bookingFilters(tenantId: number, q: BookingListQuery): SQL {
  const conditions: SQL[] = [eq(bookings.providerId, tenantId)];
  if (q.id !== undefined) conditions.push(eq(bookings.id, q.id));
  if (q.location_id !== undefined) conditions.push(eq(bookings.locationId, q.location_id));
  if (q.status !== undefined) conditions.push(inArray(bookings.statusId, expandStatusFilter(q.status)));
  if (q.size_id !== undefined) conditions.push(eq(bookings.sizeId, q.size_id));
  if (q.insert_code !== undefined) conditions.push(eq(bookings.insertCode, q.insert_code.padStart(6, '0')));
  if (q.expiration_date) conditions.push(dayCondition(bookings.expirationDate, q.expiration_date, 'expiration_date'));
  if (q.created_at) conditions.push(dayCondition(bookings.createdAt, q.created_at, 'created_at'));
  if (q.description) conditions.push(ilike(clientField('description'), `%${escapeLike(q.description)}%`));
  if (q.email) conditions.push(sql`lower(${clientField('email')}) like ${`${escapeLike(q.email.toLowerCase())}%`}`);
  if (q.document) {
    const typed = /^[\d\s.\-]+$/.test(q.document) ? q.document.replace(/\D/g, '') : q.document.toUpperCase();
    conditions.push(sql`${clientField('document')} like ${`${escapeLike(typed)}%`}`);
  }
  if (q.phone_number) conditions.push(sql`${clientField('phone_number')} like ${`${escapeLike(q.phone_number)}%`}`);
  if (q.districad !== undefined) {
    const flagged = sql`coalesce((${bookings.districad}->>'flag')::boolean, false)`;
    conditions.push(q.districad ? sql`${flagged} = true` : sql`${flagged} = false`);
  }
  if (q.search) {
    const pattern = `%${escapeLike(q.search)}%`;
    const byId = /^\d{1,9}$/.test(q.search) ? [eq(bookings.id, Number(q.search)), eq(bookings.insertCode, q.search)] : [];
    conditions.push(
      or(
        ...byId,
        ilike(clientField('description'), pattern),
        ilike(clientField('email'), pattern),
        ilike(clientField('document'), pattern),
        ilike(clientField('phone_number'), pattern),
      )!,
    );
  }
  return and(...conditions)!;
}

export interface FindBookingsInput {
  tenantId: number;
  query: BookingListQuery;
  page: PageRequest;
  /** The caller's integration features: a keyset page's JSON holds their fields only when on. */
  features: BookingFieldFeatures;
}

/** The page as the reply's JSON text (booking-page.ts: built by the database, shaped for the caller's features). */
export interface FoundBookings {
  json: string;
  count: ListCount;
}

export async function findBookings(db: Database, input: FindBookingsInput): Promise<FoundBookings> {
  const where = bookingFilters(input.tenantId, input.query);
  const ascending = input.query.orderBy === 'ASC';
  const direction = sql.raw(ascending ? 'asc' : 'desc');
  const { sortBy, cursor } = input.query;
  // id breaks ties so that pages never overlap; sorting by id alone walks (provider_id, id) backwards.
  const order = sortBy === 'id' ? sql`${bookings.id} ${direction}` : sql`${sortColumns[sortBy]} ${direction}, ${bookings.id} ${direction}`;
  if (cursor !== undefined && sortBy === 'id') {
    const pagesPast = input.page.page - (input.query.cursorPage ?? input.page.page - 1) - 1;
    return findAfterCursor(db, { where, order, cursor, ascending, page: input.page, skip: pagesPast * input.page.perPage, features: input.features, fields: input.query.fields });
  }
  const page = { where, order, joinLocations: sortBy === 'location', offset: (input.page.page - 1) * input.page.perPage, limit: input.page.perPage, features: input.features, fields: input.query.fields };
  // Filters touch only the bookings table, so the count needs no join; past 10,000 matches it is an estimate.
  const [found, count] = await Promise.all([bookingPageJson(db, page), cappedCount(db, bookings, where)]);
  return { json: found.json, count };
}

/** Keyset page (contract `cursor`): one row more than asked tells whether another page follows; no count. */
async function findAfterCursor(
  db: Database,
  input: { where: SQL; order: SQL; cursor: number; ascending: boolean; page: PageRequest; skip: number; features: BookingFieldFeatures; fields?: 'export' },
): Promise<FoundBookings> {
  const after = input.ascending ? sql`${bookings.id} > ${input.cursor}` : sql`${bookings.id} < ${input.cursor}`;
  const page = await bookingPageJson(db, { where: and(input.where, after)!, order: input.order, offset: input.skip, limit: input.page.perPage, features: input.features, fields: input.fields });
  // Not counted: a lower bound that says whether another page follows, flagged as inexact.
  const total = (input.page.page - 1) * input.page.perPage + page.count + (page.more ? 1 : 0);
  return { json: page.json, count: { total, estimated: true } };
}
