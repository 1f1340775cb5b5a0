// Two builds against each other on this noisy machine: one server process from each folder (each a checkout with
// its own .next and node_modules), loaded in turns in short bursts, so both see the same minutes; prints each
// one's median CPU per request: the server's own, and the whole machine's (server, database and load generator:
// what a change to the queries saves shows there). Before/after figures in docs/performance.md come from this.
// Usage: node bench/compare-builds.mjs <folderA> <folderB> [--rounds 12] [--path /reservas] [--burst 4]
//        [--database-url postgres://postgres@127.0.0.1:5432/bench_million]   (signs in as admin1@bench.test)
//        [--embedded]   (each side on its own embedded database with the demo data, as `npm start` serves it)
//        BENCH_ARGS_A / BENCH_ARGS_B: extra Node flags for one side (e.g. --max-semi-space-size=8).
// On the shared PostgreSQL, run it both ways round (A B, then B A) and average: the same build on both sides comes
// out dearer on the side started first, for a reason not yet known (docs/performance.md, "every query a prepared
// statement"); on the embedded database, where each side has its own, no such bias shows.
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { machineBusyMs, serverCpuMs } from './lib/bench-data.mjs';
import { cookieHeader, freshRender, median, signInCookie, startServer } from './lib/server.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: 'string', default: '12' },
    path: { type: 'string', default: '/reservas' },
    burst: { type: 'string', default: '4' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/bench_million' },
    embedded: { type: 'boolean', default: false },
  },
});
if (positionals.length !== 2) throw new Error('usage: node bench/compare-builds.mjs <folderA> <folderB>');

const sides = [];
try {
  for (const [index, folder] of positionals.entries()) {
    const name = index ? 'B' : 'A';
    const server = await startServer({
      port: 3501 + index,
      cwd: folder,
      execArgv: (process.env[`BENCH_ARGS_${name}`] ?? '').split(' ').filter(Boolean),
      ...(values.embedded ? { dataDir: `.data/compare-${name}` } : { env: { DATABASE_URL: values['database-url'], SEED_DEMO: '0' } }),
    });
    const side = { name, folder, server, msPerRequest: [], machineMsPerRequest: [] };
    sides.push(side); // stopped in `finally` even if signing in fails
    const email = values.embedded ? undefined : 'admin1@bench.test';
    side.cookie = cookieHeader(await signInCookie(server.baseUrl, email));
  }
  const load = (side, seconds) =>
    autocannon({ url: `${side.server.baseUrl}${values.path}`, connections: 10, duration: seconds, headers: { cookie: side.cookie, ...freshRender } });
  for (const side of sides) await load(side, 5); // warm-up: caches and JIT
  for (let round = 0; round < Number(values.rounds); round++) {
    // Alternate who goes first, so neither always meets the machine right after the other's burst.
    for (const side of round % 2 ? [...sides].reverse() : sides) {
      const [before, machineBefore] = [serverCpuMs(side.server), machineBusyMs()];
      const result = await load(side, Number(values.burst));
      side.machineMsPerRequest.push((machineBusyMs() - machineBefore) / result.requests.total);
      side.msPerRequest.push((serverCpuMs(side.server) - before) / result.requests.total);
    }
  }
  console.log(`${values.path}, ${values.rounds} rounds of ${values.burst} s, ${new Date().toISOString()}`);
  for (const side of sides) {
    const list = (values) => values.map((ms) => ms.toFixed(1)).join(' ');
    console.log(`${side.name} ${side.folder}: median ${median(side.msPerRequest).toFixed(1)} ms of the server's CPU per request (${list(side.msPerRequest)})`);
    console.log(`  machine: median ${median(side.machineMsPerRequest).toFixed(1)} ms per request (${list(side.machineMsPerRequest)})`);
  }
} finally {
  await Promise.all(sides.map((side) => side.server.stop()));
}
