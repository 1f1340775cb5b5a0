// `npm start` to the first page served. Restart: on an existing build and an existing embedded database, as a
// restart in production would be (target ≤ 5 s; 5 runs after one that creates the database). With --first, also the
// first start of a fresh clone after `npm install` (target ≤ 3 min): a clone of HEAD with this checkout's
// node_modules linked in, whose `npm start` builds, creates and seeds the database; its progress lines are shown
// with the time they appeared.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median, waitForHttp } from './lib/server.mjs';

const port = Number(process.env.BENCH_PORT ?? 3480);
const seconds = (ms) => (ms / 1000).toFixed(2);

async function startOnce({ cwd = process.cwd(), dataDir, timeoutMs = 120_000, echo = false }) {
  const started = Date.now();
  const child = spawn('node', ['scripts/start.mjs'], { cwd, env: { ...process.env, PORT: String(port), DATA_DIR: dataDir }, stdio: ['ignore', echo ? 'pipe' : 'ignore', echo ? 'pipe' : 'ignore'] });
  if (echo) {
    for (const stream of [child.stdout, child.stderr]) {
      stream.setEncoding('utf8').on('data', (chunk) => {
        for (const line of chunk.split('\n').filter(Boolean)) console.log(`  +${seconds(Date.now() - started).padStart(7)} s  ${line}`);
      });
    }
  }
  const exited = new Promise((resolve) => child.on('exit', resolve));
  await Promise.race([waitForHttp(`http://localhost:${port}/iniciar-sesion`, timeoutMs), exited.then(() => { throw new Error('npm start exited before serving'); })]);
  const elapsed = Date.now() - started;
  child.kill('SIGTERM');
  await exited;
  return elapsed;
}

if (process.argv.includes('--first')) {
  const clone = mkdtempSync(path.join(os.tmpdir(), 'locker-first-start-'));
  try {
    execFileSync('git', ['clone', '--quiet', '--local', '.', clone]);
    execFileSync('cp', ['-al', 'node_modules', path.join(clone, 'node_modules')]);
    console.log(`First start of a fresh clone (${execFileSync('git', ['rev-parse', '--short', 'HEAD']).toString().trim()}), npm install done:`);
    const elapsed = await startOnce({ cwd: clone, dataDir: '.data/first', timeoutMs: 15 * 60_000, echo: true });
    console.log(`First start to first page: ${seconds(elapsed)} s`);
  } finally {
    rmSync(clone, { recursive: true, force: true });
  }
}

if (!existsSync('.next/BUILD_ID')) throw new Error('No build: run `npm run build` first.');
const times = [];
for (let run = 0; run < 6; run++) {
  const elapsed = await startOnce({ dataDir: '.data/bench-cold' });
  // The first run creates and seeds the database: not a restart, not counted.
  if (run > 0) times.push(elapsed);
}
const sorted = [...times].sort((a, b) => a - b);
console.log(`Restart to first page: median ${seconds(median(times))} s (min ${seconds(sorted[0])} – max ${seconds(sorted.at(-1))}; ${times.map(seconds).join(', ')} s)`);
