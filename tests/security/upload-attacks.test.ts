// Upload attacks through the production server, on every endpoint that takes a file: the Excel import (preview and
// create route handlers), the transfer receipt and the article image (server actions, and the same /api/v2 routes
// apps call). A zip bomb disguised as .xlsx (≈ 500 KB → 500 MB, honest and lying headers), Excel's maximum of
// 1,048,576 rows, renamed binaries and an 11 MB file: each is refused fast with its own Spanish message (413 for
// size), nothing is created, and the app server's resident memory stays within a bound over the whole series.
// Needs `npx next build`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataUrl, buildReceipt, fileBytes } from '@/tests/factories/billing';
import { residentBytes, startAppServer, watchMemory, type AppServer } from './support/app-server';
import { saveFigures } from './support/figures';
import { fingerprint } from './support/fingerprint';
import { millionRowWorkbook, zipBombWorkbook } from './support/hostile-files';
import { callServerAction, listServerActions } from './support/server-actions';
import { createWorld, type World } from './support/world';

/** Growth of the server's resident memory allowed over the whole series (it holds 10 MB uploads, one at a time). */
const memoryBoundBytes = 150 * 1024 * 1024;
/** Each refusal, on a machine shared with other work. */
const refusalBudgetMs = 10_000;

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const eleven = Buffer.alloc(11 * 1024 * 1024, 0x50);

interface Outcome {
  status: number;
  message: string;
  /** The field error the screen shows next to the file input, when there is one. */
  field?: string;
}

interface Attack {
  endpoint: string;
  /** /api/v2 is served by the suite's backend, inside this test's process: its memory cannot be told from the
   * sender's, so only the app's is measured. */
  server?: 'app' | 'backend';
  name: string;
  send(): Promise<Outcome>;
  status: number;
  message: RegExp;
}

describe('upload attacks through the server', () => {
  let world: World;
  let app: AppServer;
  let cookie: string;
  let token: string;
  const results: { endpoint: string; attack: string; status: number; ms: number; server: string; peakGrowthMegabytes: number | null; message: string }[] = [];

  beforeAll(async () => {
    world = await createWorld();
    app = await startAppServer(world);
    token = await world.tokenOf('admin');
    cookie = await app.cookieFor(token);
  }, 240_000);

  afterAll(async () => {
    await app?.stop();
    await world?.backend.close();
  });

  async function importStep(step: 'vista-previa' | 'crear', file: Buffer, name = 'reservas.xlsx'): Promise<Outcome> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)], { type: xlsxType }), name);
    const reply = await fetch(`${app.origin}/reserva/create-from-excel/${step}`, { method: 'POST', headers: { cookie, origin: app.origin }, body: form });
    const body = (await reply.json()) as { message?: string };
    return { status: reply.status, message: body.message ?? '' };
  }

  async function action(key: string, args: unknown[]): Promise<Outcome> {
    const found = listServerActions().find((a) => a.key === key);
    if (!found) throw new Error(`no server action ${key} in the build`);
    const reply = await callServerAction(app.origin, found, args, cookie);
    if (reply.status !== 200) return { status: reply.status, message: (JSON.parse(reply.body) as { message: string }).message };
    const result = reply.result as { ok: boolean; message: string; fieldErrors?: Record<string, string> };
    expect(result.ok, `${key}: ${reply.body.slice(0, 200)}`).toBe(false);
    return { status: reply.status, message: result.message, field: Object.values(result.fieldErrors ?? {})[0] };
  }

  async function api(path: string, body: unknown): Promise<Outcome> {
    const reply = await world.send(path, { token, rawBody: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    return { status: reply.status, message: `${reply.body?.message ?? ''} ${Object.values(reply.body?.errors ?? {}).flat().join(' ')}`.trim() };
  }

  const receipt = (file: string) => action('lib/billing/actions/upload-receipt-action.ts#uploadReceiptAction', [buildReceipt({ file })]);
  const article = (image: string) => action('lib/articles/actions/create-article-action.ts#createArticleAction', [{ nombre: 'Ataque', precio: '10', base64_image: image }]);

  it('refuses every attack fast with its message, creates nothing and keeps memory bounded', async () => {
    const bomb = zipBombWorkbook(500);
    const lyingBomb = zipBombWorkbook(500, { honest: false });
    const rows = millionRowWorkbook();
    expect(bomb.length).toBeLessThan(600 * 1024);
    expect(rows.length).toBeLessThan(10 * 1024 * 1024);

    // The file says what it really is ("El archivo es una imagen, no una planilla…") or that it is none.
    const notSpreadsheet = /no (es )?una planilla \.xlsx ni \.csv/;
    const zipBomb = /El archivo descomprimido es demasiado grande/;
    const tooManyRows = /El archivo tiene 1\.?048\.?575 filas; el máximo es 5\.?000/;
    const importTooLarge = /El archivo supera el máximo de 10 MB/;
    const attacks: Attack[] = [];
    for (const step of ['vista-previa', 'crear'] as const) {
      const endpoint = `POST /reserva/create-from-excel/${step}`;
      attacks.push(
        { endpoint, name: 'zip bomb (500 KB → 500 MB) as .xlsx', send: () => importStep(step, bomb), status: 422, message: zipBomb },
        { endpoint, name: 'zip bomb with a lying size header', send: () => importStep(step, lyingBomb), status: 422, message: zipBomb },
        { endpoint, name: '1,048,576-row sheet', send: () => importStep(step, rows), status: 422, message: tooManyRows },
        { endpoint, name: 'PNG renamed .xlsx', send: () => importStep(step, fileBytes('png', 4096)), status: 422, message: notSpreadsheet },
        { endpoint, name: 'Windows executable renamed .xlsx', send: () => importStep(step, fileBytes('exe', 4096)), status: 422, message: notSpreadsheet },
        { endpoint, name: '11 MB file', send: () => importStep(step, eleven), status: 413, message: importTooLarge },
      );
    }
    const receiptFailed = /^Error al subir el comprobante/;
    attacks.push(
      { endpoint: 'server action uploadReceiptAction', name: 'executable declared as PDF', send: () => receipt(dataUrl('application/pdf', fileBytes('exe', 4096))), status: 200, message: receiptFailed },
      { endpoint: 'server action uploadReceiptAction', name: 'zip bomb declared as PDF', send: () => receipt(dataUrl('application/pdf', bomb)), status: 200, message: receiptFailed },
      { endpoint: 'server action uploadReceiptAction', name: '11 MB file', send: () => receipt(dataUrl('image/png', eleven)), status: 413, message: /supera el máximo de 8 MB/ },
      { endpoint: 'server action createArticleAction', name: 'executable declared as PNG', send: () => article(dataUrl('image/png', fileBytes('exe', 4096))), status: 200, message: /La imagen debe ser PNG, JPEG o WEBP/ },
      { endpoint: 'server action createArticleAction', name: 'zip bomb declared as PNG', send: () => article(dataUrl('image/png', bomb)), status: 200, message: /La imagen no puede superar 500 KB|La imagen debe ser PNG/ },
      { endpoint: 'server action createArticleAction', name: '11 MB file', send: () => article(dataUrl('image/png', eleven)), status: 413, message: /supera el máximo de 8 MB/ },
      { server: 'backend', endpoint: 'POST /api/v2/billing/upload-receipt', name: 'executable declared as PDF', send: () => api('/billing/upload-receipt', buildReceipt({ file: dataUrl('application/pdf', fileBytes('exe', 4096)) })), status: 422, message: receiptFailed },
      { server: 'backend', endpoint: 'POST /api/v2/billing/upload-receipt', name: '11 MB file', send: () => api('/billing/upload-receipt', buildReceipt({ file: dataUrl('image/png', eleven) })), status: 413, message: receiptFailed },
      { server: 'backend', endpoint: 'POST /api/v2/articles', name: 'executable declared as PNG', send: () => api('/articles', { nombre: 'Ataque', precio: 10, base64_image: dataUrl('image/png', fileBytes('exe', 4096)) }), status: 422, message: /La imagen debe ser PNG, JPEG o WEBP/ },
      { server: 'backend', endpoint: 'POST /api/v2/articles', name: '11 MB file', send: () => api('/articles', { nombre: 'Ataque', precio: 10, base64_image: dataUrl('image/png', eleven) }), status: 413, message: /demasiado grande/ },
    );

    // Warm-up: the import's and the actions' code loaded, so the memory measured is the attacks' own.
    await importStep('vista-previa', millionRowWorkbook(3));
    await receipt(dataUrl('application/pdf', fileBytes('exe', 64)));
    const before = await fingerprint(world.db);
    const pid = app.process.pid!;
    const baseline = residentBytes(pid);
    let peak = baseline;
    for (const attack of attacks) {
      const memory = watchMemory(pid);
      const started = Date.now();
      const outcome = await attack.send();
      const ms = Date.now() - started;
      const during = memory.stop();
      peak = Math.max(peak, during.peak);
      const server = attack.server ?? 'app';
      const what = `${attack.endpoint}, ${attack.name}: ${outcome.status} ${outcome.message} ${outcome.field ?? ''}`;
      expect(outcome.status, what).toBe(attack.status);
      expect(outcome.message, what).toMatch(attack.message);
      expect(ms, what).toBeLessThan(refusalBudgetMs);
      const peakGrowthMegabytes = server === 'app' ? Math.round((during.peak - baseline) / 2 ** 20) : null;
      results.push({ endpoint: attack.endpoint, attack: attack.name, status: outcome.status, ms, server, peakGrowthMegabytes, message: [outcome.message, outcome.field].filter(Boolean).join(' — ') });
    }
    expect(await fingerprint(world.db), 'an attack created something').toEqual(before);
    expect(app.process.exitCode).toBeNull();
    expect((await fetch(`${app.origin}/reserva/create-from-excel`, { headers: { cookie } })).status).toBe(200);
    expect(peak - baseline, `resident memory grew from ${baseline >> 20} MB to ${peak >> 20} MB`).toBeLessThan(memoryBoundBytes);
    const megabytes = (bytes: number) => Math.round(bytes / 2 ** 20);
    saveFigures('uploads', {
      attacks: results.length,
      endpoints: new Set(results.map((r) => r.endpoint)).size,
      results,
      memory: { baselineMegabytes: megabytes(baseline), peakMegabytes: megabytes(peak), growthMegabytes: megabytes(peak - baseline), boundMegabytes: megabytes(memoryBoundBytes) },
      slowestMs: Math.max(...results.map((r) => r.ms)),
    });
  }, 300_000);
});
