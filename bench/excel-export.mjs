// Export benchmark (issue 6): 100,000 bookings of one tenant, exported end to end through GET /reservas/export
// (session, BFF paging GET /booking 100 per page, streaming workbook, HTTP) and read back with exceljs to check
// the row count. Prints rows/s and the server's peak RSS. Targets: ≥ 20,000 rows/s, ≤ 250 MB.
// Usage: npm run build && node bench/excel-export.mjs [--rows 100000]   (BENCH_DATABASE_URL=postgres://… for PostgreSQL)
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import { backendCpuBetween, benchTenantSql, cpuMs, mb, prepareDatabase, rssSampler } from './lib/bench-data.mjs';
import { cookieHeader, signInCookie } from './lib/server.mjs';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '100000' }, port: { type: 'string', default: '3410' } } });
const rows = Number(values.rows);

// Picked-up bookings (status 4) hold no door, so any number fit one locker; one a minute, newest first, all
// within the last 3 months. Every 10th note starts with "=" to exercise the escaping.
const insertBookings = `
  insert into bookings (provider_id, location_id, door_id, status_id, size_id, insert_code, code_validity_hours,
                        expiration_date, insert_date, client, notes, created_at, updated_at)
  select d.provider_id, d.location_id, d.id, 4, d.size_id, lpad((g % 1000000)::text, 6, '0'), 72,
         now() - g * interval '1 minute' + interval '72 hours', now() - g * interval '1 minute' + interval '1 hour',
         jsonb_build_object('description', 'Bench ' || g, 'email', 'bench' || g || '@example.com',
                            'document', '1234567' || (g % 10), 'phone_number', '099' || lpad(g::text, 6, '0'), 'phone_country', 'UY'),
         case when g % 10 = 0 then '=HYPERLINK("http://example.com")' else 'Nota ' || g end,
         now() - g * interval '1 minute', now()
  from generate_series(1, ${rows}) g,
       (select doors.id, doors.location_id, doors.size_id, locations.provider_id from doors join locations on locations.id = doors.location_id
         where locations.provider_id = ${benchTenantSql} order by doors.id limit 1) d;
  analyze bookings;`;

const database = await prepareDatabase({ name: 'export', port: Number(values.port), statements: [insertBookings] });
console.log(`${database.kind}: ${rows.toLocaleString('en')} bookings inserted in ${(database.loadMs / 1000).toFixed(1)} s`);
const server = await database.start();
try {
  const cookie = cookieHeader(await signInCookie(server.baseUrl));
  // Warm-up: compiles the route and opens the database on a small export.
  await (await fetch(`${server.baseUrl}/reservas/export?id=1`, { headers: { cookie } })).arrayBuffer();

  const baseline = rssSampler(server.pid).stop();
  const rss = rssSampler(server.pid);
  // The embedded database runs in its own process, as `npm start` runs it: measured apart, like PostgreSQL.
  const hostRss = server.databasePid ? rssSampler(server.databasePid) : undefined;
  const hostCpuBefore = server.databasePid ? cpuMs(server.databasePid) : 0;
  const [serverCpuBefore, databaseCpuBefore] = [cpuMs(server.pid), await database.backendCpu()];
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}/reservas/export`, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`export answered ${response.status}`);
  const chunks = [];
  let bytes = 0;
  let firstByteMs = 0;
  for await (const chunk of response.body) {
    if (!firstByteMs) firstByteMs = performance.now() - started;
    chunks.push(chunk);
    bytes += chunk.byteLength;
  }
  const seconds = (performance.now() - started) / 1000;
  const peak = rss.stop();
  const hostPeak = hostRss?.stop();
  const serverCpu = cpuMs(server.pid) - serverCpuBefore;
  const databaseCpu = server.databasePid ? cpuMs(server.databasePid) - hostCpuBefore : backendCpuBetween(databaseCpuBefore, await database.backendCpu());

  // Read back: every booking is a row (plus the header row), and formulas were neutralised.
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.concat(chunks)]), { worksheets: 'emit', sharedStrings: 'cache' });
  let written = 0;
  let escaped = 0;
  for await (const sheet of reader) {
    for await (const row of sheet) {
      written++;
      if (row.values.some((v) => typeof v === 'string' && v.startsWith("'=HYPERLINK"))) escaped++;
    }
  }
  const dataRows = written - 1;
  console.log(`disposition: ${response.headers.get('content-disposition')}`);
  console.log(`rows exported: ${dataRows.toLocaleString('en')} (${escaped.toLocaleString('en')} escaped formulas), ${mb(bytes)} file, first byte ${firstByteMs.toFixed(0)} ms`);
  console.log(`time: ${seconds.toFixed(2)} s → ${Math.round(dataRows / seconds).toLocaleString('en')} rows/s (target ≥ 20,000)`);
  // CPU per 100 rows (a page): what the machine's cores must share.
  const perPage = (ms) => `${((ms / dataRows) * 100).toFixed(2)} ms per 100 rows`;
  const databaseName = database.kind === 'PGlite' ? 'the embedded database host' : 'PostgreSQL';
  console.log(`CPU during the export: server ${(serverCpu / 1000).toFixed(2)} s (${perPage(serverCpu)}), ${databaseName} ${(databaseCpu / 1000).toFixed(2)} s (${perPage(databaseCpu)})`);
  console.log(`server peak RSS: ${mb(peak)} (target ≤ 250 MB); before the export ${mb(baseline)}, so the export itself took ${mb(peak - baseline)}`);
  if (hostPeak) console.log(`embedded database host peak RSS: ${mb(hostPeak)}`);
  if (dataRows < rows) throw new Error(`expected at least ${rows} rows, got ${dataRows}`);
} finally {
  await server.stop();
  await database.cleanup();
}
