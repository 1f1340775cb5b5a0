// Page-weight budgets of the administration lists: each within 1.3× of the /reservas budget (JS ≤ 208 KB,
// total ≤ 260 KB), measured like budgets.spec.ts (budget-support.ts).
import { test } from '@playwright/test';
import { expectWithinBudgets, otherBudget } from './budget-support';
import { accounts, signIn } from './support';

test('first loads of the administration lists stay within 1.3× of the /reservas budget', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signIn(page, accounts.admin);
  const storageState = await page.context().storageState();
  const paths = ['/lockers', '/apartamentos', '/articulos', '/residentes', '/usuarios', '/usuarios/correos'];
  await expectWithinBudgets(browser, storageState, paths.map((path) => ({ path, budget: otherBudget })), (description) =>
    test.info().annotations.push({ type: 'page weight', description }),
  );
});
