// PUT /clients/{id} and DELETE /clients/{id}, scoped to the caller's tenant. Bookings keep the recipient's data
// as it was when booked; editing the client changes the directory entry only (docs/domain/clients.md).
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { clients } from '@/backend/db/schema';
import { AppError, messages } from '@/backend/errors';
import { assertVersion } from '@/backend/http/precondition';
import { violatedUniqueConstraint } from '@/backend/modules/bookings/transaction';
import { clientMessages, type Client, type ClientBody } from '@/contract/clients';
import { clientKey } from './client-key';
import { getClientOrThrow, toClientReply } from './client-record';

const matchKeyConstraint = 'clients_provider_match_key_unique';

interface ClientRef {
  tenantId: number;
  clientId: number;
}

/** A field left out keeps the stored value; null clears it. */
const keep = <T>(given: T | undefined, stored: T) => (given === undefined ? stored : given);

export async function updateClient(db: Database, input: ClientRef & { body: ClientBody; showSensitive: boolean; expectedVersion?: number }): Promise<Client> {
  const { body } = input;
  // Changing what one cannot see would be writing blind, and could reveal it through the refusals.
  if (!input.showSensitive && (body.document !== undefined || body.phone_number !== undefined || body.phone_country !== undefined)) {
    throw new AppError('forbidden', messages.forbidden);
  }
  try {
    await db.transaction(async (tx) => {
      const { row } = await getClientOrThrow(tx, input);
      const [locked] = await tx.select({ version: clients.version }).from(clients).where(eq(clients.id, row.id)).for('update');
      assertVersion(locked!.version, input.expectedVersion);
      const next = {
        name: body.name,
        email: keep(body.email, row.email) ?? null,
        document: keep(body.document, row.document) ?? null,
        phoneNumber: keep(body.phone_number, row.phoneNumber) ?? null,
        phoneCountry: keep(body.phone_country, row.phoneCountry) ?? null,
      };
      const matchKey = clientKey({ email: next.email, document: next.document, phone_number: next.phoneNumber });
      if (!matchKey) throw new AppError('validation', clientMessages.needsContact, { email: [clientMessages.needsContact] });
      await tx
        .update(clients)
        .set({ ...next, matchKey, updatedAt: sql`now()` })
        .where(and(eq(clients.id, row.id), eq(clients.providerId, input.tenantId)));
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === matchKeyConstraint) throw new AppError('conflict', clientMessages.duplicate);
    throw error;
  }
  return toClientReply(await getClientOrThrow(db, input), input.showSensitive);
}

/** Refused (412) while a booking of theirs is not finished; their past bookings stay, without the link. */
export async function deleteClient(db: Database, input: ClientRef & { showSensitive: boolean }): Promise<Client> {
  return db.transaction(async (tx) => {
    const found = await getClientOrThrow(tx, input);
    await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, found.row.id)).for('update');
    if (found.openBookingsCount > 0) {
      throw new AppError('precondition_failed', clientMessages.hasOpenBookings, { client: [clientMessages.hasOpenBookings] });
    }
    await tx.delete(clients).where(and(eq(clients.id, found.row.id), eq(clients.providerId, input.tenantId)));
    return toClientReply(found, input.showSensitive);
  });
}
