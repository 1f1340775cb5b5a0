// Applies pending migrations to the host's PGlite exactly as drizzle's migrator does (the same bookkeeping table
// drizzle.__drizzle_migrations, the same rule: files newer than the last one applied, all in one transaction), so
// a data folder moves freely between the host and PGlite in a process (next dev, tools). Not drizzle's migrate()
// itself: it loads all of drizzle-orm, resolving its large package.json once per module, which leaves the idle host
// far larger for its whole life (docs/performance.md, "the embedded database in a process of its own").
import { readMigrationFiles } from 'drizzle-orm/migrator';

export async function migrateEmbedded(db, migrationsFolder) {
  const migrations = readMigrationFiles({ migrationsFolder });
  await db.exec(`
    create schema if not exists "drizzle";
    create table if not exists "drizzle"."__drizzle_migrations" (id serial primary key, hash text not null, created_at bigint)`);
  const { rows } = await db.query('select created_at from "drizzle"."__drizzle_migrations" order by created_at desc limit 1');
  const last = rows[0] ? Number(rows[0].created_at) : undefined;
  const pending = migrations.filter((migration) => last === undefined || last < migration.folderMillis);
  if (!pending.length) return;
  await db.transaction(async (tx) => {
    for (const migration of pending) {
      for (const statement of migration.sql) await tx.exec(statement);
      await tx.query('insert into "drizzle"."__drizzle_migrations" (hash, created_at) values ($1, $2)', [migration.hash, migration.folderMillis]);
    }
  });
}
