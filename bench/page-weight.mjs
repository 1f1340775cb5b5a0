// Page weight and time to the 25th row on throttled networks (issue 9), through the Chrome DevTools Protocol:
// cache disabled, 5 runs per profile, medians with min–max. The row's appearance is timed inside the page.
// Usage: node bench/page-weight.mjs [--url http://localhost:3000] [--runs 5] [route …]   (default routes below)
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumOptions, median, signInCookie, startServer } from './lib/server.mjs';

const { values, positionals } = parseArgs({ options: { url: { type: 'string' }, runs: { type: 'string', default: '5' } }, allowPositionals: true });
const runs = Number(values.runs);

/** 400 kbit/s = 50,000 bytes/s; 1.6 Mbit/s = 200,000 bytes/s. */
const profiles = {
  'slow 3G': { latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000, cpu: 1 },
  'slow 3G + 4× CPU': { latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000, cpu: 4 },
  'fast 3G': { latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750, cpu: 1 },
};

/** What "the page is there" means per route: the 25th data row for lists (hidden detail rows, which carry an
 *  id, do not count), the heading otherwise. */
const routes = positionals.length
  ? positionals.map((path) => ({ path, ready: 'main table tbody tr:nth-child(25 of :not([id]))' }))
  : [
      { path: '/reservas', ready: 'main table tbody tr:nth-child(25 of :not([id]))' },
      { path: '/', ready: 'main h1' },
    ];

const readyProbe = (selector) => `
  new MutationObserver((_, observer) => {
    if (document.querySelector(${JSON.stringify(selector)})) { window.__readyAt = performance.now(); observer.disconnect(); }
  }).observe(document, { childList: true, subtree: true });`;

async function measureOnce(browser, cookies, baseUrl, route, profile) {
  const context = await browser.newContext();
  await context.addCookies(cookies);
  const page = await context.newPage();
  await page.addInitScript(readyProbe(route.ready));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile, cpu: undefined });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });

  await page.goto(`${baseUrl}${route.path}`, { waitUntil: 'load', timeout: 60_000 });
  const readyAt = await page.waitForFunction(() => window.__readyAt, null, { timeout: 30_000 }).then((h) => h.jsonValue()).catch(() => null);
  // Bytes of the first load: everything fetched up to the load event (later prefetches are not the page's cost).
  const bytes = await page.evaluate(() => {
    const loadEnd = performance.getEntriesByType('navigation')[0].loadEventEnd || performance.now();
    const totals = { total: 0, js: 0, css: 0, html: 0, font: 0 };
    for (const entry of performance.getEntriesByType('navigation').concat(performance.getEntriesByType('resource'))) {
      if (entry.startTime > loadEnd) continue;
      const size = entry.transferSize;
      totals.total += size;
      if (entry.entryType === 'navigation') totals.html += size;
      else if (/\.js(\?|$)/.test(entry.name)) totals.js += size;
      else if (/\.css(\?|$)/.test(entry.name)) totals.css += size;
      else if (/\.(woff2?|ttf|otf)(\?|$)/.test(entry.name)) totals.font += size;
    }
    return totals;
  });
  await context.close();
  return { readyAt, bytes };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const range = (list, fmt) => `${fmt(median(list))} (${fmt(Math.min(...list))}–${fmt(Math.max(...list))})`;

async function main() {
  const server = values.url ? { baseUrl: values.url, stop() {} } : await startServer();
  try {
    const cookies = await signInCookie(server.baseUrl);
    const browser = await chromium.launch(chromiumOptions);
    console.log(`Page weight and time to ready, median (min–max) of ${runs} runs, ${new Date().toISOString()}`);
    for (const route of routes) {
      for (const [name, profile] of Object.entries(profiles)) {
        const results = [];
        for (let i = 0; i < runs; i++) results.push(await measureOnce(browser, cookies, server.baseUrl, route, profile));
        const times = results.map((r) => r.readyAt).filter((t) => t !== null);
        const time = times.length === results.length ? range(times, (ms) => `${(ms / 1000).toFixed(2)} s`) : `not ready (${route.ready} never appeared)`;
        const b = results[0].bytes;
        console.log(`${route.path.padEnd(12)} ${name.padEnd(17)} ready ${time}; wire ${kb(b.total)} (JS ${kb(b.js)}, CSS ${kb(b.css)}, HTML ${kb(b.html)}, fonts ${kb(b.font)})`);
      }
    }
    await browser.close();
  } finally {
    server.stop();
  }
}

await main();
