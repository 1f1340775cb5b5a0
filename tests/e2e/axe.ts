// The accessibility check every screen test runs: no serious or critical axe-core violation.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** `where` names the screen in the failure message when one test checks several. */
export async function expectNoSeriousViolations(page: Page, where = '') {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${where ? `${where} ` : ''}${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
