// Loads a dump (dump.ts) into a database the code has just migrated: the schema must be the dump's (same
// migrations), its rows replace everything the migrations seeded, and sequences continue after the loaded ids.
// One transaction: a dump that does not load leaves the database as the migrations left it.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dumpFormat } from './dump';
import { dumpedTables, rowsOf, type DumpHeader } from './tables';

const batchSize = 500;

export async function restoreDump(db: Database, file: string): Promise<{ tables: number; rows: number }> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity })[Symbol.asyncIterator]();
  const first = await lines.next();
  const header = JSON.parse(first.done ? '{}' : first.value) as DumpHeader;
  if (header.format !== dumpFormat) throw new Error(`${file} is not a dump of this product (format ${header.format ?? 'unknown'})`);
  let rows = 0;
  await db.transaction(async (tx) => {
    const applied = rowsOf<{ hash: string }>(await tx.execute(sql`select hash from drizzle.__drizzle_migrations order by id`)).map((m) => m.hash);
    if (applied.join() !== header.migrations.join()) {
      throw new Error(`the dump was made with ${header.migrations.length} migrations and this version has ${applied.length}: restore it with the version that made it, then upgrade`);
    }
    const tables = await dumpedTables(tx);
    // Foreign keys and triggers are the dump's business: its rows were consistent when read.
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql.raw(`truncate ${tables.join(', ')} restart identity`));
    let batch: { table: string; rows: unknown[] } = { table: '', rows: [] };
    const flush = async () => {
      if (!batch.rows.length) return;
      await insertRows(tx, batch.table, batch.rows);
      rows += batch.rows.length;
      batch = { table: '', rows: [] };
    };
    for await (const line of { [Symbol.asyncIterator]: () => lines }) {
      if (!line) continue;
      const { t, r } = JSON.parse(line) as { t: string; r: unknown };
      if (!tables.includes(t)) throw new Error(`the dump holds table ${t}, which this version does not have`);
      if (batch.table !== t || batch.rows.length >= batchSize) await flush();
      batch.table = t;
      batch.rows.push(r);
    }
    await flush();
    await continueSequences(tx);
  });
  return { tables: header.tables.length, rows };
}

/** Columns the database computes (generated columns) are left to it; identity values are kept as dumped. */
async function insertRows(tx: Pick<Database, 'execute'>, table: string, rows: unknown[]) {
  const [schema, name] = table.split('.').map((part) => part.replace(/^"|"$/g, ''));
  const columns = rowsOf<{ column_name: string }>(
    await tx.execute(sql`select column_name from information_schema.columns where table_schema = ${schema} and table_name = ${name} and is_generated = 'NEVER' order by ordinal_position`),
  ).map((c) => `"${c.column_name.replaceAll('"', '""')}"`);
  const list = columns.join(', ');
  await tx.execute(sql`insert into ${sql.raw(table)} (${sql.raw(list)}) overriding system value select ${sql.raw(list)} from jsonb_populate_recordset(null::${sql.raw(table)}, ${JSON.stringify(rows)}::jsonb)`);
}

/** Every sequence owned by a column continues after the largest value loaded. */
async function continueSequences(tx: Pick<Database, 'execute'>) {
  const owned = rowsOf<{ seq: string; tbl: string; col: string }>(
    await tx.execute(sql`
      select format('%I.%I', sn.nspname, s.relname) as seq, format('%I.%I', tn.nspname, t.relname) as tbl, quote_ident(a.attname) as col
      from pg_class s join pg_namespace sn on sn.oid = s.relnamespace
      join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
      join pg_class t on t.oid = d.refobjid join pg_namespace tn on tn.oid = t.relnamespace
      join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where s.relkind = 'S' and sn.nspname in ('public', 'drizzle')`),
  );
  for (const { seq, tbl, col } of owned) {
    await tx.execute(sql.raw(`select setval('${seq.replaceAll("'", "''")}', coalesce((select max(${col}) from ${tbl}), 0) + 1, false)`));
  }
}
