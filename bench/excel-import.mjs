// Import benchmark (issue 6): a 5,000-row .xlsx uploaded to the preview (parse + validate every row) and then
// created (POST /booking/batch in chunks of 500 rows with import keys, in process), end to end over HTTP with the
// session cookie.
// A second submission of the same file is timed too: it must create nothing (all replays).
// Targets: validated ≤ 2 s, created ≤ 10 s. Usage: npm run build && node bench/excel-import.mjs [--rows 5000]
// (BENCH_DATABASE_URL=postgres://… for PostgreSQL)
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import { benchTenantSql, mb, prepareDatabase, rssSampler } from './lib/bench-data.mjs';
import { cookieHeader, signInCookie } from './lib/server.mjs';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '5000' }, port: { type: 'string', default: '3420' } } });
const rows = Number(values.rows);
// Lockers of 20 small doors (a real locker's size; one locker of 5,000 doors would time the door search
// instead), one free door per row, and credits for all of them.
const doorsPerLocker = 20;
const lockers = Math.ceil(rows / doorsPerLocker);
const lockerName = (i) => `Bench import ${i}`;
const statements = [
  `insert into locations (provider_id, description, address, enabled)
     select ${benchTenantSql}, 'Bench import ' || g, 'Bench ' || g, true from generate_series(0, ${lockers - 1}) g`,
  `insert into doors (location_id, number, size_id, enabled)
     select l.id, n, 1, true from locations l, generate_series(1, ${doorsPerLocker}) n where l.description like 'Bench import %'`,
  `update providers set credits = 100000000 where id = ${benchTenantSql}`,
];

async function workbook() {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Reservas');
  sheet.addRow(['Referencia', 'Correo electrónico', 'CI', 'Celular', 'País', 'Locker', 'Tamaño', 'Validez del código (horas)', 'WhatsApp', 'Notas']);
  for (let i = 1; i <= rows; i++) {
    sheet.addRow([`Importado ${i}`, `import${i}@example.com`, '1.234.567-2', `099 ${String(i).padStart(6, '0')}`, 'UY', lockerName(i % lockers), 'Pequeño', 72, 'no', `Fila ${i}`]);
  }
  return new Blob([await book.xlsx.writeBuffer()]);
}

const database = await prepareDatabase({ name: 'import', port: Number(values.port), statements });
console.log(`${database.kind}: ${lockers} lockers with ${rows.toLocaleString('en')} free doors prepared in ${(database.loadMs / 1000).toFixed(1)} s`);
const server = await database.start();
try {
  const cookie = cookieHeader(await signInCookie(server.baseUrl));
  const file = await workbook();
  console.log(`file: ${rows.toLocaleString('en')} rows, ${(file.size / 1024).toFixed(0)} KB`);
  const post = async (path) => {
    const body = new FormData();
    body.set('file', file, 'bench.xlsx');
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}/reserva/create-from-excel/${path}`, { method: 'POST', body, headers: { cookie, origin: server.baseUrl } });
    const reply = await response.json();
    if (!reply.ok) throw new Error(`${path}: ${response.status} ${reply.message}`);
    return { reply, seconds: (performance.now() - started) / 1000 };
  };
  // Warm-up on a tiny file would create bookings; the preview alone compiles the route and opens the database.
  await post('vista-previa');

  const baseline = rssSampler(server.pid).stop();
  const rss = rssSampler(server.pid);
  const preview = await post('vista-previa');
  console.log(`validated: ${preview.reply.validCount.toLocaleString('en')} valid rows in ${preview.seconds.toFixed(2)} s (target ≤ 2 s)`);
  const created = await post('crear');
  const summary = created.reply.summary.join(', ');
  console.log(`created: ${summary} in ${created.seconds.toFixed(2)} s → ${Math.round(rows / created.seconds).toLocaleString('en')} rows/s (target ≤ 10 s)`);
  const again = await post('crear');
  console.log(`same file again: ${again.reply.summary.join(', ')} in ${again.seconds.toFixed(2)} s`);
  console.log(`server peak RSS: ${mb(rss.stop())} (${mb(baseline)} before)`);
  if (!summary.startsWith(`${rows.toLocaleString('es-UY')} reservas creadas`) && !summary.startsWith(`${rows} reservas creadas`)) throw new Error(`not every row was created: ${summary}`);
} finally {
  await server.stop();
  await database.cleanup();
}
