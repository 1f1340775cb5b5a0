// Queries on PostgreSQL run as prepared statements named by their text (backend/db/prepared-statements.ts): a
// connection parses a text once however often it runs it. The embedded host's side is in embedded-host.test.ts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/support/test-database';

describe.skipIf(!process.env.TEST_DATABASE_URL)('prepared statements on PostgreSQL', () => {
  // Inside the suite: the PGlite pass skips it and creates no database.
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  function postgres() {
    if (database.handle.kind === 'pglite') throw new Error('PostgreSQL only');
    return database.handle.db;
  }

  /** The statements one connection holds, after it ran `work`. */
  async function statementsAfter(work: (client: { query: (config: { text: string; values?: unknown[] }) => Promise<unknown> }) => Promise<void>) {
    const client = await postgres().$client.connect();
    try {
      await work(client);
      const { rows } = await client.query<{ statement: string; runs: number }>({
        text: 'select statement, (generic_plans + custom_plans)::int as runs from pg_prepared_statements',
      });
      return rows;
    } finally {
      client.release();
    }
  }

  it('parses a query once per connection and runs it again with other values', async () => {
    const text = 'select $1::int * 2 as doubled';
    const statements = await statementsAfter(async (client) => {
      for (const value of [1, 2, 3]) await client.query({ text, values: [value] });
    });
    expect(statements.filter((row) => row.statement === text)).toEqual([{ statement: text, runs: 3 }]);
  });

  it('runs a very long text unnamed, so that one-off statements do not pile up in the connection', async () => {
    const text = `select 1 as one ${'-- padding\n'.repeat(1_000)}`;
    const statements = await statementsAfter(async (client) => {
      await client.query({ text });
    });
    expect(statements.some((row) => row.statement === text)).toBe(false);
  });

  it('gives each query its own rows through Drizzle, the way the backend runs them', async () => {
    const [a, b] = await Promise.all([
      postgres().execute<{ word: string }>(sql`select ${'uno'}::text as word`),
      postgres().execute<{ word: string }>(sql`select ${'dos'}::text as word`),
    ]);
    expect([a.rows[0], b.rows[0]]).toEqual([{ word: 'uno' }, { word: 'dos' }]);
  });
});
