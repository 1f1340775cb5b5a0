// What the common actions cost after the bookings list's first load, on throttled networks (CDP, cache disabled):
// open the create form, submit it until the new row shows, open a booking from the list, the next page, a status
// filter; and the create page (/reservas/nueva, what the "Nueva reserva" link loads before the list's code runs, or
// in a new tab) loaded as a document. Each is timed from the click to the first frame that shows its result (the next animation frame after
// it is in the DOM, read inside the page) with the bytes it fetched; medians (min–max) of --runs.
// Usage: node bench/interactions.mjs [--url http://localhost:3000] [--runs 5] [--profiles slow,cpu,fast]
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumOptions, median, signInCookie, startServer } from './lib/server.mjs';
import { networkProfiles, throttle } from './lib/throttle.mjs';

const { values } = parseArgs({ options: { url: { type: 'string' }, runs: { type: 'string', default: '5' }, profiles: { type: 'string', default: 'slow' } } });
const runs = Number(values.runs);
const profiles = values.profiles.split(',').map((key) => networkProfiles[key]);

const frameAfter = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()))));

/** Runs `act` (the click) and `shown` (waits for its result); answers ms to the frame showing it and bytes fetched. */
async function timed(page, act, shown) {
  const start = await page.evaluate(() => {
    performance.clearResourceTimings();
    return performance.now();
  });
  await act();
  await shown();
  const end = await page.evaluate(frameAfter);
  const bytes = await page.evaluate(() => performance.getEntriesByType('resource').reduce((sum, entry) => sum + entry.transferSize, 0));
  return { ms: end - start, bytes };
}

const steps = {
  'open create form': async (page) =>
    timed(
      page,
      () => page.getByRole('link', { name: 'Nueva reserva' }).click(),
      () => page.getByRole('dialog', { name: 'Nueva reserva' }).getByRole('button', { name: 'Crear reserva' }).waitFor(),
    ),
  'submit until the row shows': async (page) => {
    const dialog = page.getByRole('dialog', { name: 'Nueva reserva' });
    const reference = `Bench ${Date.now()}`;
    await dialog.getByLabel(/Referencia de la reserva/).fill(reference);
    await dialog.getByLabel('Correo electrónico').fill('cliente@demo.test');
    await dialog.getByLabel(/Locker/).selectOption({ index: 1 });
    await dialog.getByLabel(/Tamaño/).selectOption({ index: 1 });
    return timed(
      page,
      () => dialog.getByRole('button', { name: 'Crear reserva' }).click(),
      () => page.locator('main table tbody tr', { hasText: reference }).first().waitFor({ timeout: 60_000 }),
    );
  },
  'open a booking': async (page) =>
    timed(
      page,
      () => page.locator('main table tbody tr a[href^="/reservas/"]').nth(1).click(),
      () => page.waitForURL(/\/reservas\/\d+$/, { timeout: 60_000 }).then(() => page.locator('main h1').waitFor()),
    ),
  'next page': async (page) => {
    await page.goBack();
    await page.locator('main table tbody tr').nth(24).waitFor({ timeout: 60_000 });
    return timed(
      page,
      () => page.getByRole('link', { name: 'Siguiente' }).click(),
      () => page.waitForURL(/page=2/, { timeout: 60_000 }).then(() => page.locator('main table tbody tr').first().waitFor()),
    );
  },
  'status filter': async (page) => {
    await page.getByLabel('Estado', { exact: true }).selectOption({ label: 'Ingresado' });
    return timed(
      page,
      () => page.getByRole('button', { name: 'Filtrar' }).click(),
      () => page.waitForURL(/status=3/, { timeout: 60_000 }).then(() => page.locator('main table tbody tr').first().waitFor()),
    );
  },
  'create page as a document': async (page) => {
    const started = Date.now();
    await page.goto(page.url().replace(/\/reservas.*$/, '/reservas/nueva'), { waitUntil: 'commit', timeout: 90_000 });
    await page.getByRole('button', { name: 'Crear reserva' }).waitFor({ timeout: 60_000 });
    await page.evaluate(frameAfter);
    const ms = Date.now() - started;
    const bytes = await page.evaluate(() =>
      performance.getEntriesByType('navigation').concat(performance.getEntriesByType('resource')).reduce((sum, entry) => sum + entry.transferSize, 0),
    );
    return { ms, bytes };
  },
};

async function runOnce(browser, cookies, baseUrl, profile) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await context.addCookies(cookies);
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await throttle(context, page, profile);
  await page.goto(`${baseUrl}/reservas`, { waitUntil: 'load', timeout: 90_000 });
  // The first load's own late requests (prefetches) settle before the first click.
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
  const results = {};
  for (const [name, step] of Object.entries(steps)) results[name] = await step(page);
  await context.close();
  return results;
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  const server = values.url ? { baseUrl: values.url, stop() {} } : await startServer();
  try {
    const cookies = await signInCookie(server.baseUrl);
    const browser = await chromium.launch(chromiumOptions);
    console.log(`Interactions after /reservas' first load, median (min–max) of ${runs} runs, Chromium ${browser.version()}, ${new Date().toISOString()}`);
    for (const profile of profiles) {
      const all = [];
      for (let i = 0; i < runs; i++) all.push(await runOnce(browser, cookies, server.baseUrl, profile));
      for (const name of Object.keys(steps)) {
        const times = all.map((r) => r[name].ms);
        const bytes = all.map((r) => r[name].bytes);
        console.log(`${profile.name.padEnd(16)} ${name.padEnd(26)} ${seconds(median(times))} (${seconds(Math.min(...times))}–${seconds(Math.max(...times))}), ${kb(median(bytes))}`);
      }
    }
    await browser.close();
  } finally {
    await server.stop();
  }
}

await main();
