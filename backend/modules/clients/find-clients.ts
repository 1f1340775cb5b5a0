// GET /clients: the tenant's clients. Filters: id exact; name and e-mail by substring; document and phone by
// prefix (digits as typed), only for callers who see them: a filter would otherwise reveal what is hidden.
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { bookings, clients, locations, statuses } from '@/backend/db/schema';
import { AppError, messages } from '@/backend/errors';
import { pageWithTotal, type PageRequest } from '@/backend/http/pagination';
import type { Client, ClientBooking, ClientListQuery } from '@/contract/clients';
import { clientColumns, getClientOrThrow, toClientReply } from './client-record';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (m) => `\\${m}`);
const contains = (text: string) => `%${escapeLike(text)}%`;
const startsWith = (text: string) => `${escapeLike(text)}%`;

export async function findClients(
  db: Database,
  input: { tenantId: number; query: ClientListQuery; page: PageRequest; showSensitive: boolean },
): Promise<{ rows: Client[]; total: number }> {
  const q = input.query;
  if (!input.showSensitive && (q.document || q.phone_number)) throw new AppError('forbidden', messages.forbidden);
  const conditions: SQL[] = [eq(clients.providerId, input.tenantId)];
  if (q.id !== undefined) conditions.push(eq(clients.id, q.id));
  if (q.name) conditions.push(ilike(clients.name, contains(q.name)));
  if (q.email) conditions.push(ilike(clients.email, contains(q.email)));
  if (q.document) conditions.push(ilike(clients.document, startsWith(q.document)));
  if (q.phone_number) conditions.push(ilike(clients.phoneNumber, startsWith(q.phone_number)));
  if (q.search) {
    const pattern = contains(q.search);
    const searched = [ilike(clients.name, pattern), ilike(clients.email, pattern)];
    if (input.showSensitive) searched.push(ilike(clients.document, pattern), ilike(clients.phoneNumber, pattern));
    conditions.push(or(...searched)!);
  }
  const where = and(...conditions);
  const direction = q.orderBy === 'ASC' ? asc : desc;
  const sortColumn = { id: clients.id, name: sql`lower(${clients.name})`, email: clients.email, created_at: clients.createdAt }[q.sortBy];
  const order = q.sortBy === 'id' ? [direction(clients.id)] : [direction(sortColumn), direction(clients.id)];
  const query = db.select(clientColumns).from(clients).where(where).orderBy(...order);
  const { rows, total } = await pageWithTotal(query.$dynamic(), input.page, () => db.$count(clients, where));
  return { rows: rows.map((row) => toClientReply(row, input.showSensitive)), total };
}

/** GET /clients/{id}/bookings: newest first; another tenant's client is a 404. */
export async function findClientBookings(
  db: Database,
  input: { tenantId: number; clientId: number; page: PageRequest },
): Promise<{ rows: ClientBooking[]; total: number }> {
  await getClientOrThrow(db, input);
  const where = and(eq(bookings.clientId, input.clientId), eq(bookings.providerId, input.tenantId));
  const query = db
    .select({
      id: bookings.id,
      client: bookings.client,
      statusId: statuses.id,
      statusName: statuses.name,
      locationId: locations.id,
      locationDescription: locations.description,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .innerJoin(statuses, eq(statuses.id, bookings.statusId))
    .innerJoin(locations, eq(locations.id, bookings.locationId))
    .where(where)
    .orderBy(desc(bookings.id));
  const { rows, total } = await pageWithTotal(query.$dynamic(), input.page, () => db.$count(bookings, where));
  return {
    rows: rows.map((row) => ({
      id: row.id,
      description: row.client.description,
      status: { id: row.statusId, name: row.statusName },
      location: { id: row.locationId, description: row.locationDescription },
      created_at: row.createdAt.toISOString(),
    })),
    total,
  };
}
