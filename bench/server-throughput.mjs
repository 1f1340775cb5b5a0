// Server render throughput of a signed-in page with autocannon (issue 9): 10 connections, 15 s. Each page twice: as
// a reload is served (a kept page while nothing it shows has changed: lib/render-cache), and as a first view, every
// request another address, so every one rendered (what a first load, or a load after a change, costs).
// Usage: node bench/server-throughput.mjs [--url http://localhost:3000] [--path '/reservas?status=4'] [--duration 15]
//        node bench/server-throughput.mjs --database-url postgres://postgres@127.0.0.1:5432/bench_million
//        (a server on PostgreSQL filled by `npm run bench:seed-million`, signed in as admin1@bench.test)
// The server is what `npm start` runs: one process per core unless --workers says otherwise (on the embedded
// database they share its host process).
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { cpuMs } from './lib/bench-data.mjs';
import { cookieHeader, documentLoad, signInCookie, startServer } from './lib/server.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    path: { type: 'string', multiple: true },
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '10' },
    'database-url': { type: 'string' },
    workers: { type: 'string' },
  },
});
// A full page of a filter and sort too: status 4 (Retirado) fills pages on the demo and the million-booking data.
const paths = values.path ?? ['/reservas', '/reservas?status=4&sortBy=expiration_date&orderBy=ASC', '/'];

const databaseUrl = values['database-url'];
const server = values.url
  ? { baseUrl: values.url, stop() {} }
  : await startServer({
      port: 3401,
      dataDir: '.data/bench-throughput',
      workers: values.workers ?? String(availableParallelism()),
      env: databaseUrl ? { DATABASE_URL: databaseUrl, SEED_DEMO: process.env.SEED_DEMO ?? '0' } : {},
    });
try {
  const email = databaseUrl && process.env.SEED_DEMO !== '1' ? 'admin1@bench.test' : undefined;
  const cookie = cookieHeader(await signInCookie(server.baseUrl, email));
  const processes = values.url ? '' : `, ${values.workers ?? availableParallelism()} server process(es)`;
  console.log(`Server throughput on ${databaseUrl ? 'PostgreSQL' : 'the embedded database'}${processes}, ${values.connections} connections, ${values.duration} s each, ${new Date().toISOString()}`);
  for (const path of paths) {
    // A first view: each request names another address (an extra parameter the page ignores), so none is kept.
    const firstView = `${path}${path.includes('?') ? '&' : '?'}view=[<id>]`;
    for (const [label, url] of [['reload', path], ['first view', firstView]]) {
      const options = { url: `${server.baseUrl}${url}`, idReplacement: true, connections: Number(values.connections), headers: { cookie, ...documentLoad } };
      // Warm-up: the first requests compile nothing in production, but fill caches and JIT. 5 s at full load: after
      // 2 s at two connections the first page measured still came out a sixth slower than the same page right after.
      await autocannon({ ...options, duration: 5 });
      // CPU the server's processes spent per request: steadier than req/s when something else shares the machine.
      const cpuBefore = server.pid ? cpuMs(server.pid) : 0;
      const result = await autocannon({ ...options, duration: Number(values.duration) });
      const bad = result.non2xx + result.errors + result.timeouts;
      const cpu = server.pid ? `  server CPU ${((cpuMs(server.pid) - cpuBefore) / result.requests.total).toFixed(1)} ms/request` : '';
      console.log(
        `${`${path} (${label})`.padEnd(66)} ${result.requests.average.toFixed(0).padStart(5)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms${cpu}${bad ? `  ✗ ${bad} failed or non-2xx` : ''}`,
      );
    }
  }
} finally {
  server.stop();
}
