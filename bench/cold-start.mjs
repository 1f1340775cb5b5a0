// Cold start of `npm start` on an existing build to the first page served (issue 9 target: ≤ 5 s), 5 runs.
// Each run starts on the already-created embedded database, as a restart in production would.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { median, waitForHttp } from './lib/server.mjs';

if (!existsSync('.next/BUILD_ID')) throw new Error('No build: run `npm run build` first.');
const port = 3402;
const times = [];
for (let run = 0; run < 6; run++) {
  const started = Date.now();
  const child = spawn('node', ['scripts/start.mjs'], { env: { ...process.env, PORT: String(port), DATA_DIR: '.data/bench-cold' }, stdio: 'ignore' });
  await waitForHttp(`http://localhost:${port}/iniciar-sesion`, 120_000);
  const elapsed = Date.now() - started;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.on('exit', resolve));
  // The first run creates and seeds the database: not a restart, not counted.
  if (run > 0) times.push(elapsed);
}
console.log(`Cold start to first page: median ${(median(times) / 1000).toFixed(2)} s (${times.map((t) => (t / 1000).toFixed(2)).join(', ')} s)`);
