// Secret e-mails (reset links, new passwords, codes) in the e2e server's outbox. GET /mail/outbox never shows
// their bodies, so a test reads them as the recipient's mailbox would get them: from the database of the server
// the running test's project uses (e2e-servers.ts). The other helpers change that database as time passing or the
// bookings module would.
import { test } from '@playwright/test';
import pg from 'pg';
import { e2eDatabase } from './e2e-servers';

/** A client of the running test's server's database. */
async function connect(): Promise<pg.Client> {
  const client = new pg.Client(e2eDatabase(test.info().project.name));
  await client.connect();
  return client;
}

/** The body of the newest e-mail to `recipient` with `subject`, or null when there is none. */
export async function readOutboxBody(recipient: string, subject: string): Promise<string | null> {
  const client = await connect();
  try {
    const { rows } = await client.query<{ body: string | null }>(
      'select body from message_outbox where recipient = $1 and subject = $2 order by id desc limit 1',
      [recipient, subject],
    );
    return rows[0]?.body ?? null;
  } finally {
    await client.end();
  }
}

/**
 * Queues a WhatsApp pickup notice for `tenantOf`'s tenant straight in the e2e server's database, as the bookings
 * module would; `failure` marks it given up with the provider's reason.
 */
export async function queueWhatsappNotice(tenantOf: string, recipient: string, failure?: string): Promise<void> {
  const client = await connect();
  try {
    await client.query(
      `insert into message_outbox (provider_id, channel, recipient, template, payload, attempts, last_error, failed_at)
       select provider_id, 'whatsapp', $2, 'pickup-code', '{"reference": "Pedido e2e", "pickup_code": "000000"}', $3, $4, $5
       from users where email = $1`,
      [tenantOf, recipient, failure ? 1 : 0, failure ?? null, failure ? new Date() : null],
    );
  } finally {
    await client.end();
  }
}

/** Moves a booking's pickup deadline into the past in the e2e server's database, as time passing would. */
export async function expireBooking(bookingId: number): Promise<void> {
  const client = await connect();
  try {
    await client.query("update bookings set expiration_date = now() - interval '1 hour' where id = $1", [bookingId]);
  } finally {
    await client.end();
  }
}
