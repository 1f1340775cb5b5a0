// PGlite's options, for the in-process database (client.ts) and the host process (embedded-host/) alike.
// Start parameters: its buffer pool lives in the process's own memory (WebAssembly), and initdb's 128 MB of it is
// allocated at start: 16 MB keeps the process about 130 MB smaller; pages it does not hold come from the operating
// system's file cache. Reading 1,000 keyset pages of 100 rows cost the same CPU either way.
// Extensions: the ones the migrations create (pg_trgm and btree_gin for the bookings' reference search), which
// PGlite loads only when asked, as PostgreSQL ships them in its contrib package.
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const pgliteOptions = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  extensions: { pg_trgm, btree_gin },
};
