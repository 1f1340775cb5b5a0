// Page-weight budgets (issue 9), in bytes, not times: the compressed JS and CSS (and everything else) a first
// load transfers, read from the browser's resource timing with the cache disabled in a fresh context.
// /reservas: JS ≤ 160 KB and total ≤ 200 KB; the dashboard, a booking's page and the other screens within
// 1.3× of that. Timings live in bench/ (`npm run bench:page-weight`).
import { expect, test } from '@playwright/test';
import { expectWithinBudgets, listBudget, otherBudget } from './budget-support';
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
  const report = await expectWithinBudgets(browser, storageState, routes);
  test.info().annotations.push({ type: 'page weight', description: report.join('\n') });
});
