// A client row in the contract's shape (document and phone left out without client-show-sensitive), its booking
// counts, and the tenant-scoped lookup the client use cases share.
import type { Context } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { clients } from '@/backend/db/schema';
import { AppError } from '@/backend/errors';
import { isRecordId } from '@/backend/http/record-id';
import type { ProtectedEnv } from '@/backend/middleware/auth';
import { holds } from '@/common/permissions';
import { openBookingStatuses } from '@/contract/bookings';
import { clientMessages, clientSensitivePermission, type Client } from '@/contract/clients';
import type { Executor } from '@/backend/modules/bookings/transaction';

export const clientNotFound = () => new AppError('not_found', clientMessages.notFound);

/** Whether the signed-in user sees (and may change) clients' documents and phones. */
export function seesSensitive(c: Context<ProtectedEnv>): boolean {
  return holds(c.get('auth').user.permissions, clientSensitivePermission);
}

const openStatuses = openBookingStatuses.join(', ');
// Written out: inside a subquery Drizzle leaves columns unqualified, and "id" would be the booking's own.
const ofClient = (what: string, extra = '') => sql.raw(`(select ${what} from "bookings" where "bookings"."client_id" = "clients"."id"${extra})`);

/** The client columns and their booking counts (bookings_client_id_idx serves each one). */
export const clientColumns = {
  row: clients,
  bookingsCount: sql<number>`${ofClient('count(*)')}`.mapWith(Number),
  openBookingsCount: sql<number>`${ofClient('count(*)', ` and "bookings"."status_id" in (${openStatuses})`)}`.mapWith(Number),
  lastBookingAt: sql<Date | string | null>`${ofClient('max("bookings"."created_at")')}`,
};

export type ClientSelection = { row: typeof clients.$inferSelect; bookingsCount: number; openBookingsCount: number; lastBookingAt: Date | string | null };

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toClientReply(selection: ClientSelection, showSensitive: boolean): Client {
  const { row } = selection;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    document: showSensitive ? row.document : null,
    phone_number: showSensitive ? row.phoneNumber : null,
    phone_country: showSensitive ? row.phoneCountry : null,
    sensitive_hidden: !showSensitive,
    bookings_count: selection.bookingsCount,
    open_bookings_count: selection.openBookingsCount,
    last_booking_at: iso(selection.lastBookingAt),
    created_at: row.createdAt.toISOString(),
    version: row.version,
  };
}

export async function getClientOrThrow(db: Database | Executor, input: { tenantId: number; clientId: number }): Promise<ClientSelection> {
  const [found] = await db
    .select(clientColumns)
    .from(clients)
    .where(and(eq(clients.id, input.clientId), eq(clients.providerId, input.tenantId)));
  if (!found) throw clientNotFound();
  return found;
}

export function clientRef(c: Context<ProtectedEnv>) {
  const clientId = Number(c.req.param('id'));
  if (!isRecordId(clientId)) throw clientNotFound();
  return { tenantId: c.get('auth').tenant.id, clientId };
}
