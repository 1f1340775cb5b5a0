// A small file under DATA_DIR made once by whichever process gets there first (the session secret, the VAPID
// keys). `npm start` runs several server processes that start together on the same DATA_DIR, so a file created
// empty and then filled could be read half-written by another. It is written complete under a temporary name and
// linked into place (link fails if the name exists): a reader finds no file or the whole of it.
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file's text; when there is none, `create()`'s, kept with owner-only permissions (or the winner's). */
export function readOrCreateFile(file: string, create: () => string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const content = create();
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, content, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temporary, file);
    return content;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8'); // another process linked its own first: everyone uses that one
  } finally {
    unlinkSync(temporary);
  }
}
