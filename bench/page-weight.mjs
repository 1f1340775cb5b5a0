// Page weight and the moment the user sees the page, on throttled networks, through the Chrome DevTools Protocol:
// cache disabled, 5 runs per profile, medians with min–max. "Sees" is Element Timing's renderTime, the
// presentation of the frame that paints the marked element (a list's 25th row, otherwise the page's heading:
// lib/perf/element-timing.ts), and never earlier than the first contentful paint. Each route is measured beside
// its static floor, in the same run and in turns: the same content (the page's <main>, scripts and classes
// removed) as plain HTML with inline CSS, compressed and served by this script, so the ratio says what the
// stack costs over the least a browser needs to paint it.
// --baseline <folder or URL>: another checkout's build (its own .next and node_modules; or a server already running)
// measured beside ours in the same turns, so a change is compared with what it replaces in the same minutes.
// --no-scripts: our pages (not the floor's) with their script requests refused: what delivering the scripts after
// the first paint could reach at best.
// --static-copy: also our own document, as the server sent it, served as a static file by this script (brotli 5 as
// ours, scripts refused): what the document's bytes cost alone, without the server's time before its first byte.
// Usage: node bench/page-weight.mjs [--url http://localhost:3000] [--runs 5] [--profiles slow,cpu,fast] [--baseline ../main] [--no-scripts] [--static-copy] [route …]
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumOptions, median, signInCookie, startServer } from './lib/server.mjs';
import { captureFloor, startFloorServer } from './lib/static-floor.mjs';
import { networkProfiles, throttle } from './lib/throttle.mjs';

const { values, positionals } = parseArgs({
  options: { url: { type: 'string' }, runs: { type: 'string', default: '5' }, profiles: { type: 'string', default: 'slow,cpu,fast' }, baseline: { type: 'string' }, 'no-scripts': { type: 'boolean', default: false }, 'static-copy': { type: 'boolean', default: false } },
  allowPositionals: true,
});
const runs = Number(values.runs);
const profiles = values.profiles.split(',').map((key) => networkProfiles[key]);

/** The mark a route is timed by: the 25th row on lists, the heading elsewhere. */
const routes = (positionals.length ? positionals : ['/reservas', '/', '/reservas/1', '/comprobantes', '/estado-de-cuenta', '/usuarios', '/lockers']).map((path) => ({ path }));

// Registered before the document arrives; element entries are buffered, so a mark painted early is not missed.
const paintProbe = `
  window.__marks = {};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const at = entry.renderTime || entry.loadTime;
      if (entry.identifier && !(entry.identifier in window.__marks)) window.__marks[entry.identifier] = at;
    }
  }).observe({ type: 'element', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') window.__fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });`;

/** Milliseconds from navigation start to the presentation of the frame that painted `mark`, or null. */
async function measureOnce(browser, cookies, url, mark, profile, { refuseScripts = values['no-scripts'] && cookies.length > 0 } = {}) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await context.addCookies(cookies);
  const page = await context.newPage();
  await page.addInitScript(paintProbe);
  if (refuseScripts) await page.route(/\/_next\/static\/.*\.js$/, (route) => route.abort());
  await throttle(context, page, profile);
  await page.goto(url, { waitUntil: 'load', timeout: 90_000 });
  const paintedAt = await page
    .waitForFunction((name) => window.__fcp !== undefined && window.__marks[name] !== undefined && Math.max(window.__fcp, window.__marks[name]), mark, { timeout: 30_000 })
    .then((handle) => handle.jsonValue())
    .catch(() => null);
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
  return { paintedAt, bytes };
}

/** The route's document as the server sends it to the signed-in user, uncompressed. */
async function ourDocument(baseUrl, cookies, path) {
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  const reply = await fetch(`${baseUrl}${path}`, { headers: { cookie, 'accept-encoding': 'identity' } });
  if (!reply.ok) throw new Error(`${path} answered ${reply.status}`);
  return reply.text();
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const range = (list) => `${seconds(median(list))} (${seconds(Math.min(...list))}–${seconds(Math.max(...list))})`;

async function main() {
  const server = values.url ? { baseUrl: values.url, stop() {} } : await startServer();
  const baseline = !values.baseline ? undefined : /^https?:/.test(values.baseline) ? { baseUrl: values.baseline, stop() {} } : await startServer({ port: Number(process.env.BENCH_PORT ?? 3400) + 1, cwd: values.baseline, dataDir: '.data/bench-baseline' });
  const floorServer = await startFloorServer();
  try {
    const cookies = await signInCookie(server.baseUrl);
    const baselineCookies = baseline && (await signInCookie(baseline.baseUrl));
    const browser = await chromium.launch(chromiumOptions);
    console.log(`Time to the marked element's first painted frame (Element Timing, not before FCP), median (min–max) of ${runs} runs,`);
    console.log(`Chromium ${browser.version()}, 1366×768, cache disabled, ${new Date().toISOString()}; floor = the same content as static HTML`);
    for (const route of routes) {
      const floor = await captureFloor(browser, cookies, `${server.baseUrl}${route.path}`);
      const floorUrl = floorServer.publish(route.path, floor.html);
      const copyUrl = values['static-copy'] && floorServer.publish(`/static-copy${route.path}`, await ourDocument(server.baseUrl, cookies, route.path), 'br');
      for (const profile of profiles) {
        const ours = [];
        const floors = [];
        const before = [];
        const copies = [];
        // In turns, so a noisy minute on this shared machine weighs on each.
        for (let i = 0; i < runs; i++) {
          ours.push(await measureOnce(browser, cookies, `${server.baseUrl}${route.path}`, floor.mark, profile));
          if (baseline) before.push(await measureOnce(browser, baselineCookies, `${baseline.baseUrl}${route.path}`, floor.mark, profile));
          if (copyUrl) copies.push(await measureOnce(browser, [], copyUrl, floor.mark, profile, { refuseScripts: true }));
          floors.push(await measureOnce(browser, [], floorUrl, floor.mark, profile));
        }
        const times = ours.map((r) => r.paintedAt).filter((t) => t !== null);
        const floorTimes = floors.map((r) => r.paintedAt).filter((t) => t !== null);
        const complete = times.length === runs && floorTimes.length === runs;
        const ratio = complete ? `${(median(times) / median(floorTimes)).toFixed(2)}× floor` : `${floor.mark} not painted in some runs`;
        const b = ours[0].bytes;
        console.log(
          `${route.path.padEnd(18)} ${floor.mark.padEnd(12)} ${profile.name.padEnd(16)} ${times.length ? range(times) : '—'}  floor ${floorTimes.length ? range(floorTimes) : '—'}  ${ratio}; ` +
            `wire ${kb(b.total)} (JS ${kb(b.js)}, CSS ${kb(b.css)}, HTML ${kb(b.html)}, fonts ${kb(b.font)}), floor ${kb(floors[0].bytes.total)}`,
        );
        if (copyUrl) {
          const copyTimes = copies.map((r) => r.paintedAt).filter((t) => t !== null);
          const copyRatio = copyTimes.length === runs && floorTimes.length === runs ? `${(median(copyTimes) / median(floorTimes)).toFixed(2)}× floor` : 'not painted in some runs';
          console.log(`${'  static copy'.padEnd(18)} ${''.padEnd(12)} ${profile.name.padEnd(16)} ${copyTimes.length ? range(copyTimes) : '—'}  ${copyRatio}; document ${kb(copies[0].bytes.html)}`);
        }
        if (baseline) {
          const beforeTimes = before.map((r) => r.paintedAt).filter((t) => t !== null);
          const bb = before[0].bytes;
          const beforeRatio = beforeTimes.length === runs && floorTimes.length === runs ? `${(median(beforeTimes) / median(floorTimes)).toFixed(2)}× floor` : 'not painted in some runs';
          console.log(
            `${'  baseline'.padEnd(18)} ${''.padEnd(12)} ${profile.name.padEnd(16)} ${beforeTimes.length ? range(beforeTimes) : '—'}  ${beforeRatio}; ` +
              `wire ${kb(bb.total)} (JS ${kb(bb.js)}, CSS ${kb(bb.css)}, HTML ${kb(bb.html)})`,
          );
        }
      }
    }
    await browser.close();
  } finally {
    await floorServer.stop();
    await baseline?.stop();
    await server.stop();
  }
}

await main();
