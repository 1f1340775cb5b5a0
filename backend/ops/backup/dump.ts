// A logical dump of the database (docs/operations.md, "Backup and restore"): every table of the public and drizzle
// schemas, read in one repeatable-read, read-only transaction, so the copy is consistent while the server keeps
// writing. JSON lines, gzip-compressed: a header (format, the applied migrations), then one line per row.
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dumpedTables, rowsOf, type DumpHeader } from './tables';

export const dumpFormat = 'locker-backoffice-dump/1';

export async function writeDump(db: Database, file: string): Promise<{ tables: number; rows: number }> {
  let rows = 0;
  let tables = 0;
  async function* lines(): AsyncGenerator<string> {
    const buffered: string[] = [];
    await db.transaction(
      async (tx) => {
        const all = await dumpedTables(tx);
        const migrations = rowsOf<{ hash: string }>(await tx.execute(sql`select hash from drizzle.__drizzle_migrations order by id`)).map((m) => m.hash);
        const header: DumpHeader = { format: dumpFormat, createdAt: new Date().toISOString(), migrations, tables: all };
        buffered.push(JSON.stringify(header));
        for (const table of all) {
          const found = rowsOf<{ row: Record<string, unknown> }>(await tx.execute(sql.raw(`select to_jsonb(t) as row from ${table} t`)));
          for (const { row } of found) buffered.push(JSON.stringify({ t: table, r: row }));
          rows += found.length;
          tables++;
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    for (const line of buffered) yield `${line}\n`;
  }
  await pipeline(Readable.from(lines()), createGzip(), createWriteStream(file, { flags: 'wx' }));
  return { tables, rows };
}
