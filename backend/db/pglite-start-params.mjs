// PGlite's start parameters, for the in-process database (client.ts) and the host process (embedded-host/) alike.
// Its buffer pool lives in the process's own memory (WebAssembly), and initdb's 128 MB of it is allocated at
// start: 16 MB keeps the process about 130 MB smaller; pages it does not hold come from the operating system's
// file cache. Reading 1,000 keyset pages of 100 rows cost the same CPU either way.
import { PGlite } from '@electric-sql/pglite';

export const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
