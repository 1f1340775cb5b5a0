// Page-weight budgets of the billing screens: within 1.3× of the /reservas list budget (JS ≤ 208 KB, total ≤
// 260 KB), like every other screen. The dialogs' code is not part of a first load.
import { test } from '@playwright/test';
import { expectWithinBudgets, otherBudget } from './budget-support';
import { accounts, signIn } from './support';

test('first loads of the statement, receipts, a printable receipt and prices stay within budget', async ({ page, browser }) => {
  await signIn(page, accounts.admin);
  const storageState = await page.context().storageState();
  const routes = ['/estado-de-cuenta', '/comprobantes', '/comprobantes/1/imprimir', '/precios'].map((path) => ({ path, budget: otherBudget }));
  await expectWithinBudgets(browser, storageState, routes, (description) => test.info().annotations.push({ type: 'page weight', description }));
});
