// Where a page's CPU goes, by comparing pages of one build: one server process, the pages loaded in turns in
// short bursts (the order reversed every other round), so all of them see the same minutes of this noisy machine;
// prints each page's median server CPU per request. Session 12's breakdown (docs/performance.md) came from this,
// with a copy of the project holding stripped-down variants of a page (no shell, no proxy, an empty page).
// Usage: node bench/compare-paths.mjs /ayuda /reservas [--rounds 10] [--burst 2]
//        [--database-url postgres://postgres@127.0.0.1:5432/bench_million]   (signs in as admin1@bench.test)
//        [--embedded]   (its own embedded database with the demo data, signed in as the demo admin)
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { serverCpuMs } from './lib/bench-data.mjs';
import { cookieHeader, freshRender, median, signInCookie, startServer } from './lib/server.mjs';

const { values, positionals: paths } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: 'string', default: '10' },
    burst: { type: 'string', default: '2' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/bench_million' },
    embedded: { type: 'boolean', default: false },
  },
});
if (paths.length < 2) throw new Error('usage: node bench/compare-paths.mjs <path> <path> [...]');

const server = await startServer({
  port: 3421,
  ...(values.embedded ? { dataDir: '.data/compare-paths' } : { env: { DATABASE_URL: values['database-url'], SEED_DEMO: '0' } }),
});
try {
  const cookie = cookieHeader(await signInCookie(server.baseUrl, values.embedded ? undefined : 'admin1@bench.test'));
  const load = (path, seconds) => autocannon({ url: `${server.baseUrl}${path}`, connections: 10, duration: seconds, headers: { cookie, ...freshRender } });
  for (const path of paths) await load(path, 3); // warm-up: caches and JIT
  const msPerRequest = new Map(paths.map((path) => [path, []]));
  for (let round = 0; round < Number(values.rounds); round++) {
    for (const path of round % 2 ? [...paths].reverse() : paths) {
      const before = serverCpuMs(server);
      const result = await load(path, Number(values.burst));
      // A redirect or an error page would be measured as the page: refuse to report it.
      if (result.non2xx || result.errors) throw new Error(`${path} answered ${result.non2xx} non-2xx replies and ${result.errors} errors`);
      msPerRequest.get(path).push((serverCpuMs(server) - before) / result.requests.total);
    }
  }
  console.log(`${values.rounds} rounds of ${values.burst} s, ${new Date().toISOString()}; server CPU per request, median (each round)`);
  for (const [path, list] of msPerRequest) {
    console.log(`${path.padEnd(40)} ${median(list).toFixed(1).padStart(6)} ms  (${list.map((ms) => ms.toFixed(1)).join(' ')})`);
  }
} finally {
  await server.stop();
}
