// Page-weight budgets (issue 9), in bytes, not times: the compressed JS and CSS (and everything else) a first
// load transfers, read from the browser's resource timing with the cache disabled in a fresh context.
// /reservas: JS ≤ 160 KB and total ≤ 200 KB; the dashboard, a booking's page and the other screens within
// 1.3× of that; the create-booking form's own chunk ≤ 100 KB of JS. Timings live in bench/ (`npm run bench:page-weight`).
import { expect, test } from '@playwright/test';
import { createFormBudget, expectWithinBudgets, kb, listBudget, otherBudget } from './budget-support';
import { dataRows } from './bookings-support';
import { accounts, signIn } from './support';

test('first loads stay within the page-weight budgets: /reservas, the dashboard, a booking, help', async ({ page, browser }) => {
  await signIn(page, accounts.admin);
  const storageState = await page.context().storageState();
  await page.goto('/reservas');
  const id = (await dataRows(page).first().locator('td').first().innerText()).trim();
  expect(id).toMatch(/^\d+$/);

  const routes = [
    { path: '/reservas', budget: listBudget },
    { path: '/', budget: otherBudget },
    { path: `/reservas/${id}`, budget: otherBudget },
    { path: '/ayuda', budget: otherBudget },
  ];
  await expectWithinBudgets(browser, storageState, routes, (description) => test.info().annotations.push({ type: 'page weight', description }));
});

test('opening the create-booking form loads at most its budget of JavaScript after the list', async ({ page }) => {
  await signIn(page, accounts.admin);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto('/reservas', { waitUntil: 'load' });
  await page.getByRole('link', { name: 'Nueva reserva' }).click();
  await expect(page.getByRole('dialog', { name: 'Nueva reserva' }).getByRole('button', { name: 'Crear reserva' })).toBeVisible();
  // Everything fetched after the list's load event: the form's chunk and whatever the page prefetched meanwhile.
  const js = await page.evaluate(() => {
    const loadEnd = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.startTime > loadEnd && /\.js(\?|$)/.test(entry.name))
      .reduce((sum, entry) => sum + entry.transferSize, 0);
  });
  test.info().annotations.push({ type: 'create form JS', description: kb(js) });
  console.log(`create form: JS ${kb(js)} (budget ${kb(createFormBudget.js)})`);
  expect(js, 'the form came with a chunk of its own').toBeGreaterThan(0);
  expect(js, `create form JS ${kb(js)} over its budget ${kb(createFormBudget.js)}`).toBeLessThanOrEqual(createFormBudget.js);
});
