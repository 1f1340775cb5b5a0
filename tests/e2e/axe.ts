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

/**
 * Waits until no finite CSS transition or animation is running. axe reads each element's colours and opacity at the
 * moment it reaches it, so a scan that starts while a button fades back from its disabled look (swagger-ui's
 * Execute, 0.3 s) reports a contrast nobody is meant to read, on a slow run only. A spinner's endless animation
 * never settles and is left out.
 */
async function untilAnimationsSettle(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}

/** `where` names the screen in the failure message when one test checks several; `only` limits the rules. */
export async function expectNoSeriousViolations(page: Page, where = '', { only }: { only?: readonly string[] } = {}) {
  await untilAnimationsSettle(page);
  const builder = new AxeBuilder({ page });
  if (only) builder.withRules([...only]);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${where ? `${where} ` : ''}${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
