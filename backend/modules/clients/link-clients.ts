// New bookings link to their client: the tenant's client with the same key (client-key.ts), made on the spot when
// there is none. A known client's empty contact fields are filled from the booking; fields already set are kept
// (an edited phone is not overwritten by an older one typed on a booking). One upsert for many bookings, so an
// Excel import of 5,000 rows costs one statement.
import { sql } from 'drizzle-orm';
import { clients } from '@/backend/db/schema';
import type { Executor } from '@/backend/modules/bookings/transaction';
import type { BookingClientInput } from '@/contract/bookings';
import { clientKey } from './client-key';

type Contact = Pick<BookingClientInput, 'description' | 'email' | 'document' | 'phone_number' | 'phone_country'>;

const fillEmpty = (column: string) => sql.raw(`coalesce("clients"."${column}", excluded."${column}")`);

/** The client id of each contact, by clientKey (contacts without a key have none). */
export async function linkClients(tx: Executor, tenantId: number, contacts: readonly Contact[]): Promise<Map<string, number>> {
  const byKey = new Map<string, Contact>();
  // The last booking of a batch names a new client, as the backfill names it after the latest booking.
  for (const contact of contacts) {
    const key = clientKey(contact);
    if (key) byKey.set(key, contact);
  }
  if (byKey.size === 0) return new Map();
  const rows = await tx
    .insert(clients)
    .values(
      [...byKey].map(([matchKey, contact]) => ({
        providerId: tenantId,
        matchKey,
        name: contact.description,
        email: contact.email || null,
        document: contact.document || null,
        phoneNumber: contact.phone_number || null,
        phoneCountry: contact.phone_country || null,
      })),
    )
    .onConflictDoUpdate({
      target: [clients.providerId, clients.matchKey],
      set: {
        email: fillEmpty('email'),
        document: fillEmpty('document'),
        phoneNumber: fillEmpty('phone_number'),
        phoneCountry: fillEmpty('phone_country'),
        // Spelled out: the default `version + 1` is ambiguous beside `excluded`.
        version: sql.raw('"clients"."version" + 1'),
      },
    })
    .returning({ id: clients.id, matchKey: clients.matchKey });
  return new Map(rows.map((row) => [row.matchKey, row.id]));
}

/** The client id of one booking's contact, or null. */
export async function linkClient(tx: Executor, tenantId: number, contact: Contact): Promise<number | null> {
  const key = clientKey(contact);
  return key ? ((await linkClients(tx, tenantId, [contact])).get(key) ?? null) : null;
}
