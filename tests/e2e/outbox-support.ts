// Secret e-mails (reset links, new passwords, codes) in the e2e server's outbox. GET /mail/outbox never shows
// their bodies, so a test reads them as the recipient's mailbox would get them: from the database, here the
// embedded one the webServer serves on a Unix socket in DATA_DIR (playwright.config.ts: .data/e2e).
import path from 'node:path';
import pg from 'pg';

/** The body of the newest e-mail to `recipient` with `subject`, or null when there is none. */
export async function readOutboxBody(recipient: string, subject: string, dataDir = '.data/e2e'): Promise<string | null> {
  const client = new pg.Client({ host: path.resolve(dataDir), user: 'postgres', database: 'postgres' });
  await client.connect();
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
