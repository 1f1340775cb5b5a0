// The accessibility check every screen test runs: no serious or critical axe-core violation.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The rules a colour scheme can change. A test run in both themes checks every rule in the light one and only
 * these in the dark one: the themes differ in colours alone (app/globals.css), and a full scan costs seconds.
 */
const colourRules = ['color-contrast', 'link-in-text-block'] as const;

/** The rules a test in `theme` checks: all of them in light, the colour ones in dark. */
export const rulesFor = (theme: 'light' | 'dark') => (theme === 'dark' ? { only: colourRules } : {});

/** `where` names the screen in the failure message when one test checks several; `only` limits the rules. */
export async function expectNoSeriousViolations(page: Page, where = '', { only }: { only?: readonly string[] } = {}) {
  const builder = new AxeBuilder({ page });
  if (only) builder.withRules([...only]);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${where ? `${where} ` : ''}${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
