// PGlite's options, for the in-process database (client.ts) and the host process (embedded-host/) alike.
// Start parameters: its buffer pool lives in the process's own memory (WebAssembly), and initdb's 128 MB of it is
// allocated at start: 16 MB keeps the process about 130 MB smaller; pages it does not hold come from the operating
// system's file cache. Reading 1,000 keyset pages of 100 rows cost the same CPU either way.
// Extensions: the ones the migrations create (pg_trgm and btree_gin for the bookings' reference search), which
// PGlite loads only when asked, as PostgreSQL ships them in its contrib package.
// Durability: PGlite starts PostgreSQL with fsync off (-F), and its Node file system turns fsync into nothing and
// fdatasync into nothing, so a commit survives a killed process but not a power loss or an OS crash. Here fsync is
// on, the WAL is flushed with fsync (the one call that reaches the disk), and that call does reach it
// (durableDataDir). Cost and measurement: docs/reliability.md.
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** EMBEDDED_DB_FSYNC=off skips the fsyncs: faster commits that a power loss can undo, for throwaway data (benchmarks);
 * never for data you keep. */
const durable = process.env.EMBEDDED_DB_FSYNC !== 'off';

export const pgliteOptions = {
  startParams: [
    ...PGlite.defaultStartParams.filter((param) => !(durable && param === '-F')),
    '-c', 'shared_buffers=16MB',
    ...(durable ? ['-c', 'wal_sync_method=fsync'] : []),
  ],
  extensions: { pg_trgm, btree_gin },
};

/** PGlite's Node file system, with fsync passed to the disk. */
class DurableNodeFS extends NodeFS {
  async init(pg, opts) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const syncToDisk = (mod) => {
      mod.NODEFS.stream_ops.fsync = (stream) => {
        fs.fsyncSync(stream.nfd);
        return 0;
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), syncToDisk] } };
  }
}

/** PGlite's `fs` option for a database kept in `folder`. */
export const durableDataDir = (folder) => (durable ? new DurableNodeFS(folder) : new NodeFS(folder));
