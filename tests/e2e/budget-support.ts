// Measuring a route's first load for the page-weight budgets (budgets.spec.ts, budgets-admin.spec.ts): the
// compressed JS and CSS (and everything else) a first load transfers, read from the browser's resource timing
// with the cache disabled in a fresh context.
import { expect, type Browser, type BrowserContextOptions } from '@playwright/test';

export const KB = 1024;
export const listBudget = { js: 160 * KB, total: 200 * KB };
export const otherBudget = { js: Math.round(listBudget.js * 1.3), total: Math.round(listBudget.total * 1.3) };

export interface Weight {
  js: number;
  css: number;
  total: number;
}

export async function firstLoadWeight(browser: Browser, storageState: BrowserContextOptions['storageState'], path: string): Promise<Weight> {
  const context = await browser.newContext({ storageState });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const response = await page.goto(path, { waitUntil: 'load' });
    expect(response?.status(), `${path} answers`).toBe(200);
    expect(new URL(page.url()).pathname, `${path} is not a redirect`).toBe(path);
    // Everything fetched up to the load event; later prefetches are not the page's cost.
    return await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const loadEnd = navigation.loadEventEnd || performance.now();
      const weight = { js: 0, css: 0, total: navigation.transferSize };
      for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
        if (entry.startTime > loadEnd) continue;
        weight.total += entry.transferSize;
        if (/\.js(\?|$)/.test(entry.name)) weight.js += entry.transferSize;
        else if (/\.css(\?|$)/.test(entry.name)) weight.css += entry.transferSize;
      }
      return weight;
    });
  } finally {
    await context.close();
  }
}

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** Measures each route and fails, with the whole report, when one is over its budget. */
export async function expectWithinBudgets(browser: Browser, storageState: BrowserContextOptions['storageState'], routes: { path: string; budget: { js: number; total: number } }[]) {
  const report: string[] = [];
  const over: string[] = [];
  for (const { path, budget } of routes) {
    const weight = await firstLoadWeight(browser, storageState, path);
    const line = `${path}: JS ${kb(weight.js)} (budget ${kb(budget.js)}), CSS ${kb(weight.css)}, total ${kb(weight.total)} (budget ${kb(budget.total)})`;
    report.push(line);
    if (weight.js > budget.js || weight.total > budget.total) over.push(line);
    // A page that loaded no script or style at all was not measured: the check would pass for the wrong reason.
    expect(weight.js, `${path} loaded its scripts`).toBeGreaterThan(0);
    expect(weight.css, `${path} loaded its styles`).toBeGreaterThan(0);
  }
  console.log(report.join('\n'));
  expect(over, `over budget:\n${over.join('\n')}\n\nall routes:\n${report.join('\n')}`).toEqual([]);
  return report;
}
