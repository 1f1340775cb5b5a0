// Page-weight measuring shared by the budget tests (budgets.spec.ts, budgets-billing.spec.ts): the compressed JS
// and CSS (and everything else) a first load transfers, read from the browser's resource timing with the cache
// disabled in a fresh context.
import { expect, type Browser, type BrowserContextOptions } from '@playwright/test';

export const KB = 1024;
export const listBudget = { js: 160 * KB, total: 200 * KB };
export const otherBudget = { js: Math.round(listBudget.js * 1.3), total: Math.round(listBudget.total * 1.3) };
/** The create-booking form's own chunk (the form, its validation, the dialog), loaded when it opens. */
export const createFormBudget = { js: 100 * KB };

export interface Weight {
  js: number;
  /** Stylesheets fetched as files. */
  css: number;
  /** Characters of style inlined in the document (next.config.mjs inlineCss), counted in `total` with the HTML. */
  inlineCss: number;
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
      const inlineCss = [...document.querySelectorAll('style')].reduce((sum, style) => sum + (style.textContent?.length ?? 0), 0);
      const weight = { js: 0, css: 0, inlineCss, total: navigation.transferSize };
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

export interface BudgetRoute {
  path: string;
  budget: { js: number; total: number };
}

/** Measures each route and fails listing every one over its budget (and all of them, for context). */
export async function expectWithinBudgets(browser: Browser, storageState: BrowserContextOptions['storageState'], routes: BudgetRoute[], annotate: (report: string) => void) {
  const report: string[] = [];
  const over: string[] = [];
  for (const { path, budget } of routes) {
    const weight = await firstLoadWeight(browser, storageState, path);
    const line = `${path}: JS ${kb(weight.js)} (budget ${kb(budget.js)}), CSS files ${kb(weight.css)}, inline CSS ${kb(weight.inlineCss)} uncompressed, total ${kb(weight.total)} (budget ${kb(budget.total)})`;
    report.push(line);
    if (weight.js > budget.js || weight.total > budget.total) over.push(line);
    // A page that loaded no script or style at all was not measured: the check would pass for the wrong reason.
    expect(weight.js, `${path} loaded its scripts`).toBeGreaterThan(0);
    expect(weight.css + weight.inlineCss, `${path} loaded its styles`).toBeGreaterThan(0);
  }
  annotate(report.join('\n'));
  console.log(report.join('\n'));
  expect(over, `over budget:\n${over.join('\n')}\n\nall routes:\n${report.join('\n')}`).toEqual([]);
}
