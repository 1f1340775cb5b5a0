// Two builds against each other on this noisy machine: one server process from each folder (each a checkout with
// its own .next and node_modules), loaded in turns in short bursts, so both see the same minutes; prints each
// one's median CPU per request. Before/after figures in the README's performance section come from this.
// Usage: node bench/compare-builds.mjs <folderA> <folderB> [--rounds 12] [--path /reservas] [--burst 4]
//        [--database-url postgres://postgres@127.0.0.1:5432/bench_million]   (signs in as admin1@bench.test)
//        BENCH_ARGS_A / BENCH_ARGS_B: extra Node flags for one side (e.g. --max-semi-space-size=8).
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { nextBin, nextStartArgs, serverExecArgv, serverNode } from '../scripts/server-runtime.mjs';
import { cpuMs } from './lib/bench-data.mjs';
import { median, signInCookie, waitForHttp } from './lib/server.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: 'string', default: '12' },
    path: { type: 'string', default: '/reservas' },
    burst: { type: 'string', default: '4' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/bench_million' },
  },
});
if (positionals.length !== 2) throw new Error('usage: node bench/compare-builds.mjs <folderA> <folderB>');

const sides = [];
try {
  for (const [index, folder] of positionals.entries()) {
    const name = index ? 'B' : 'A';
    const port = 3501 + index;
    const extra = (process.env[`BENCH_ARGS_${name}`] ?? '').split(' ').filter(Boolean);
    const child = spawn(serverNode(), [...serverExecArgv, ...extra, nextBin, ...nextStartArgs(port)], {
      cwd: folder,
      env: { ...process.env, DATABASE_URL: values['database-url'], SEED_DEMO: '0', PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    sides.push({ name, folder, port, child, msPerRequest: [] });
    await waitForHttp(`http://localhost:${port}/iniciar-sesion`);
    const cookies = await signInCookie(`http://localhost:${port}`, 'admin1@bench.test');
    sides.at(-1).cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  }
  const load = (side, seconds) =>
    autocannon({ url: `http://localhost:${side.port}${values.path}`, connections: 10, duration: seconds, headers: { cookie: side.cookie } });
  for (const side of sides) await load(side, 5); // warm-up: caches and JIT
  for (let round = 0; round < Number(values.rounds); round++) {
    // Alternate who goes first, so neither always meets the machine right after the other's burst.
    for (const side of round % 2 ? [...sides].reverse() : sides) {
      const before = cpuMs(side.child.pid);
      const result = await load(side, Number(values.burst));
      side.msPerRequest.push((cpuMs(side.child.pid) - before) / result.requests.total);
    }
  }
  console.log(`${values.path}, ${values.rounds} rounds of ${values.burst} s, ${new Date().toISOString()}`);
  for (const side of sides) {
    console.log(`${side.name} ${side.folder}: median ${median(side.msPerRequest).toFixed(1)} ms of CPU per request (${side.msPerRequest.map((ms) => ms.toFixed(1)).join(' ')})`);
  }
} finally {
  for (const side of sides) side.child.kill('SIGTERM');
}
