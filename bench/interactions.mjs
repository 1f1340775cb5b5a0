// What the common actions cost after the bookings list's first load, on throttled networks (CDP, cache disabled):
// open the create form, submit it until the new row shows, open a booking from the list, the next page, a status
// filter; and the create page (/reservas/nueva, what the "Nueva reserva" link loads before the list's code runs, or
// in a new tab) loaded as a document. Each is timed from the click to the presentation of the frame that paints its
// result (Element Timing's renderTime of the result's element, bench/lib/paint-marks.mjs), never to the moment it
// enters the DOM, with the bytes its requests carried on the wire; medians (min–max) of --runs.
// --baseline <folder or URL>: another checkout's build (its own .next and node_modules; or a server already running)
// measured beside ours in the same turns, so a change is compared with what it replaces in the same minutes.
// Usage: node bench/interactions.mjs [--url http://localhost:3000] [--runs 5] [--profiles slow,cpu,fast] [--baseline ../main]
import { cpus, hostname, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumOptions, median, signInCookie, startServer } from './lib/server.mjs';
import { paintMarks, paintTimeOf } from './lib/paint-marks.mjs';
import { networkProfiles, throttle } from './lib/throttle.mjs';

const { values } = parseArgs({
  options: { url: { type: 'string' }, runs: { type: 'string', default: '5' }, profiles: { type: 'string', default: 'slow' }, baseline: { type: 'string' } },
});
const runs = Number(values.runs);
const profiles = values.profiles.split(',').map((key) => networkProfiles[key]);

/** Bytes on the wire of the requests sent while `work` runs (each counted once it has finished, or failed). */
function wireBytes(cdp) {
  const started = new Set();
  const sizes = new Map();
  let counting = false;
  cdp.on('Network.requestWillBeSent', ({ requestId }) => counting && started.add(requestId));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => sizes.set(requestId, encodedDataLength));
  cdp.on('Network.loadingFailed', ({ requestId }) => sizes.set(requestId, 0));
  return {
    start() {
      started.clear();
      counting = true;
    },
    /** Stops counting new requests; waits (up to 30 s) for those started to finish. */
    async stop() {
      counting = false;
      const until = Date.now() + 30_000;
      while ([...started].some((id) => !sizes.has(id)) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
      return [...started].reduce((sum, id) => sum + (sizes.get(id) ?? 0), 0);
    },
  };
}

/**
 * Runs `act` (the click) and waits for `result` (a locator of the element that shows the outcome); answers the ms
 * from the click to the presentation of the first frame that painted the result's element, inserted after the
 * click, and the bytes fetched meanwhile.
 */
async function timed(page, bytes, act, result) {
  const start = await page.evaluate(() => performance.now());
  bytes.start();
  await act();
  const paintedAt = await paintTimeOf(await result(), start);
  return { ms: paintedAt - start, bytes: await bytes.stop() };
}

const dialog = (page) => page.getByRole('dialog', { name: 'Nueva reserva' });
/** The create form's first field's label: the form itself, not a placeholder or the dialog's title. */
const formLabel = (scope) => scope.locator('form label').filter({ hasText: 'Referencia de la reserva' }).first();
/** A booking's id cell in the list (the first inserted after the click is the result). */
const idCells = (page) => page.locator('main table tbody tr td').filter({ has: page.locator('a[href^="/reservas/"]') });

/** Bookings the bench has created on each server (by origin). */
const bookingsMade = new Map();

const steps = {
  'open create form': (page, bytes) => timed(page, bytes, () => page.getByRole('link', { name: 'Nueva reserva' }).first().click(), () => formLabel(dialog(page))),
  'submit until the row shows': async (page, bytes) => {
    const form = dialog(page);
    const reference = `Bench ${Date.now()}`;
    await form.getByLabel(/Referencia de la reserva/).fill(reference);
    await form.getByLabel('Correo electrónico').fill('cliente@demo.test');
    // Each booking takes a door: every run picks the next locker and size, so a locker's small doors never run out.
    const origin = new URL(page.url()).origin;
    const n = bookingsMade.get(origin) ?? 0;
    bookingsMade.set(origin, n + 1);
    const lockers = (await form.getByLabel(/Locker/).locator('option').count()) - 1;
    const sizes = (await form.getByLabel(/Tamaño/).locator('option').count()) - 1;
    await form.getByLabel(/Locker/).selectOption({ index: 1 + (n % lockers) });
    await form.getByLabel(/Tamaño/).selectOption({ index: 1 + (Math.floor(n / lockers) % sizes) });
    const result = await timed(
      page,
      bytes,
      () => form.getByRole('button', { name: 'Crear reserva' }).click(),
      () => page.locator('main table tbody tr', { hasText: reference }).first().locator('td', { hasText: reference }),
    );
    // The modal stays open on the created booking (its code for the counter; shown before the list's refresh paints
    // the row) and the next step clicks the list under it. A build from before that change has closed it already.
    if (await page.getByRole('dialog', { name: /^Reserva \d+ creada$/ }).isVisible()) {
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    return result;
  },
  'open a booking': (page, bytes) =>
    timed(
      page,
      bytes,
      () => page.locator('main table tbody tr a[href^="/reservas/"]').nth(1).click(),
      () => page.locator('main h1', { hasText: /Reserva \d+/ }),
    ),
  'next page': async (page, bytes) => {
    await page.goBack();
    await page.locator('main table tbody tr').nth(24).waitFor({ timeout: 60_000 });
    // Page 2's rows: bookings the first page did not list, so their cells are new elements.
    return timed(page, bytes, () => page.getByRole('link', { name: 'Siguiente' }).click(), () => idCells(page));
  },
  'status filter': async (page, bytes) => {
    // The filters sit closed behind "Filtros" (a native disclosure).
    const panel = page.locator('details:has(form[role="search"])');
    if (!(await panel.evaluate((details) => details.open))) await panel.locator('summary').click();
    await page.getByLabel('Estado', { exact: true }).selectOption({ label: 'Ingresado' });
    return timed(
      page,
      bytes,
      () => page.getByRole('button', { name: 'Filtrar' }).click(),
      // A row of the filtered list that was not on the screen before (rows both pages list are kept as they were).
      () => idCells(page),
    );
  },
  'create page as a document': async (page, bytes) => {
    bytes.start();
    await page.goto(page.url().replace(/\/reservas.*$/, '/reservas/nueva'), { waitUntil: 'commit', timeout: 90_000 });
    await page.getByRole('button', { name: 'Crear reserva' }).waitFor({ timeout: 60_000 });
    // The new document's clock starts at its navigation, which is when the click would have been.
    const ms = await paintTimeOf(formLabel(page.locator('main')), 0);
    return { ms, bytes: await bytes.stop() };
  },
};

async function runOnce(browser, cookies, baseUrl, profile) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await context.addCookies(cookies);
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await page.addInitScript(paintMarks);
  const cdp = await throttle(context, page, profile);
  const bytes = wireBytes(cdp);
  await page.goto(`${baseUrl}/reservas`, { waitUntil: 'load', timeout: 90_000 });
  // The first load's own late requests settle before the first click.
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
  const results = {};
  for (const [name, step] of Object.entries(steps)) {
    // A step whose result never paints is reported as missing, not as a time.
    results[name] = await step(page, bytes).catch((error) => (console.error(`${name}: ${error.message.split('\n')[0]}`), null));
    if (!results[name] && name !== 'create page as a document') break;
  }
  await context.close();
  return results;
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function report(label, profile, all) {
  for (const name of Object.keys(steps)) {
    const done = all.map((r) => r[name]).filter(Boolean);
    const times = done.map((r) => r.ms);
    const bytes = done.map((r) => r.bytes);
    const figure = done.length ? `${seconds(median(times))} (${seconds(Math.min(...times))}–${seconds(Math.max(...times))}), ${kb(median(bytes))}` : '—';
    const missing = done.length < all.length ? ` [${all.length - done.length} of ${all.length} runs failed]` : '';
    console.log(`${label.padEnd(9)} ${profile.name.padEnd(16)} ${name.padEnd(26)} ${figure}${missing}`);
  }
}

async function main() {
  const server = values.url ? { baseUrl: values.url, stop() {} } : await startServer();
  const baseline = !values.baseline
    ? undefined
    : /^https?:/.test(values.baseline)
      ? { baseUrl: values.baseline, stop() {} }
      : await startServer({ port: Number(process.env.BENCH_PORT ?? 3400) + 1, cwd: values.baseline, dataDir: '.data/bench-baseline' });
  try {
    const cookies = await signInCookie(server.baseUrl);
    const baselineCookies = baseline && (await signInCookie(baseline.baseUrl));
    const browser = await chromium.launch(chromiumOptions);
    const machine = () => `load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`;
    console.log(`Interactions after /reservas' first load: click to the painted result (Element Timing), median (min–max) of ${runs} runs, bytes on the wire (median)`);
    console.log(`Chromium ${browser.version()}, 1366×768, cache disabled; ${new Date().toISOString()}; ${hostname()}, ${cpus().length} × ${cpus()[0]?.model.trim()}, ${machine()}`);
    for (const profile of profiles) {
      const ours = [];
      const before = [];
      // In turns, so a noisy minute on this shared machine weighs on each.
      for (let i = 0; i < runs; i++) {
        ours.push(await runOnce(browser, cookies, server.baseUrl, profile));
        if (baseline) before.push(await runOnce(browser, baselineCookies, baseline.baseUrl, profile));
      }
      report('ours', profile, ours);
      if (baseline) report('baseline', profile, before);
    }
    console.log(`done ${new Date().toISOString()}, ${machine()}`);
    await browser.close();
  } finally {
    await baseline?.stop();
    await server.stop();
  }
}

await main();
