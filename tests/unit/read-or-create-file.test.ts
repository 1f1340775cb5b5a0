// The session secret and the VAPID keys are made once under DATA_DIR by whichever server process gets there first
// (`npm start` starts several at once): every process must end up with the same, complete content.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { readOrCreateFile } from '@/common/read-or-create-file';

const run = promisify(execFile);
let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('readOrCreateFile', () => {
  it('creates the file once with owner-only permissions, then reads it back', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'once-'));
    const file = path.join(dir, 'nested', 'secret');
    expect(readOrCreateFile(file, () => 'first')).toBe('first');
    expect(readOrCreateFile(file, () => 'second')).toBe('first');
    expect(readFileSync(file, 'utf8')).toBe('first');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(path.dirname(file))).toEqual(['secret']);
  });

  it('eight processes starting together all get the one complete file', { timeout: 60_000 }, async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'once-'));
    const file = path.join(dir, 'keys.json');
    const script = `
      import { readOrCreateFile } from ${JSON.stringify(path.resolve('common/read-or-create-file.ts'))};
      const text = readOrCreateFile(${JSON.stringify(file)}, () => JSON.stringify({ key: 'x'.repeat(200000) + process.pid }));
      console.log(JSON.parse(text).key.slice(200000));`;
    const outputs = await Promise.all(Array.from({ length: 8 }, () => run('node_modules/.bin/tsx', ['--eval', script])));
    const winners = new Set(outputs.map((o) => o.stdout.trim()));
    expect(winners.size).toBe(1);
    expect(JSON.parse(readFileSync(file, 'utf8')).key.slice(200000)).toBe([...winners][0]);
    expect(readdirSync(dir)).toEqual(['keys.json']);
  });
});
