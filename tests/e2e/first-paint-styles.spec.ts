// A page's first paint waits only for the styles its content uses: the server sends that part of the stylesheet in
// the head and the whole stylesheet after the content (lib/http/response-pipeline.ts, decision 0109). What the user
// sees first must be what the page looks like once everything has arrived: the content up to the end of the
// server-rendered part, styled by the head's part alone, has every element where and as the whole stylesheet puts
// it, on a phone and a laptop, light and dark (the system's or the app's). Only what the first part leaves out on
// purpose may differ: transitions and icon images (which follow).
import { expect, test, type Page } from '@playwright/test';
import { dataRows } from './bookings-support';
import { accounts, signIn } from './support';

const contentEnd = '<template id="styles-after-content"></template>';
const firstPaintStyle = /<style id="app-styles-first-paint">([\s\S]*?)<\/style>/;
const wholeStyle = /<style id="app-styles">([\s\S]*?)<\/style>/;

/**
 * Loads `path` as the server sends it up to the end of its content, with both stylesheets in the head and no
 * script, and returns what changes between the page styled by the first part alone and by the whole stylesheet.
 */
async function firstPaintDifferences(page: Page, path: string) {
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  let sent = '';
  await page.route((url) => url.pathname === path, async (route) => {
    const response = await route.fetch();
    sent = await response.text();
    const firstPaint = firstPaintStyle.exec(sent)?.[1] ?? '';
    const whole = wholeStyle.exec(sent)?.[1] ?? '';
    const content = sent.slice(0, sent.indexOf(contentEnd)).replace(firstPaintStyle, '').replace(wholeStyle, '');
    const styles = `<style id="first-paint">${firstPaint}</style><style id="whole">${whole}</style>`;
    await route.fulfill({ response, body: content.replace('</head>', `${styles}</head>`) });
  });
  await page.goto(path);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  const differences = await page.evaluate(() => {
    const leftOut = /^(--|transition|mask|-webkit-mask)/;
    const snapshot = () => {
      const values = new Map<string, string>();
      document.body.querySelectorAll('*').forEach((element, index) => {
        const name = `${index} <${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`;
        const box = element.getBoundingClientRect();
        values.set(`${name} box`, [box.x, box.y, box.width, box.height].map(Math.round).join(','));
        for (const pseudo of [null, '::before', '::after']) {
          const style = getComputedStyle(element, pseudo);
          if (pseudo && style.content === 'none') continue;
          for (const property of Array.from(style)) if (!leftOut.test(property)) values.set(`${name}${pseudo ?? ''} ${property}`, style.getPropertyValue(property));
        }
      });
      return values;
    };
    const sheet = (id: string) => (document.getElementById(id) as HTMLStyleElement).sheet!;
    sheet('whole').disabled = true;
    const first = snapshot();
    sheet('whole').disabled = false;
    sheet('first-paint').disabled = true;
    const final = snapshot();
    return [...final].filter(([key, value]) => first.get(key) !== value).map(([key, value]) => `${key}: ${first.get(key)} → ${value}`);
  });
  return { sent, differences };
}

const screens = [
  { name: 'a phone, light', viewport: { width: 375, height: 740 }, colorScheme: 'light' as const },
  { name: 'a laptop, dark', viewport: { width: 1280, height: 800 }, colorScheme: 'dark' as const },
  // Dark chosen in the app (the theme cookie) on a system in light mode: the other way dark is switched on.
  { name: 'a phone, dark chosen in the app', viewport: { width: 375, height: 740 }, colorScheme: 'light' as const, theme: 'dark' },
];

for (const screen of screens) {
  test(`on ${screen.name}, every page's first paint looks as it does with the whole stylesheet`, async ({ page }) => {
    test.setTimeout(120_000); // seven pages, each compared element by element: slow on a busy 2-core machine
    await page.setViewportSize(screen.viewport);
    await page.emulateMedia({ colorScheme: screen.colorScheme });
    await signIn(page, accounts.admin);
    if (screen.theme) await page.context().addCookies([{ name: 'theme', value: screen.theme, url: page.url() }]);
    await page.goto('/reservas');
    if (screen.theme) await expect(page.locator('html')).toHaveClass(screen.theme);
    const booking = new URL(await dataRows(page).first().getByRole('link').first().evaluate((a) => (a as HTMLAnchorElement).href)).pathname;
    for (const path of ['/reservas', booking, '/', '/comprobantes', '/lockers', '/usuarios', '/reservas/nueva']) {
      const { sent, differences } = await firstPaintDifferences(page, path);
      // The server sent the split: the part in the head, the whole stylesheet after the content.
      const head = sent.slice(0, sent.indexOf('</head>'));
      expect(head, `${path}: the first paint's part in the head`).toMatch(firstPaintStyle);
      expect(sent.indexOf('<style id="app-styles">'), `${path}: the whole stylesheet after the content`).toBeGreaterThan(sent.indexOf(contentEnd));
      expect(firstPaintStyle.exec(head)![1]!.length, `${path}: the head's part is a part`).toBeLessThan(wholeStyle.exec(sent)![1]!.length / 2);
      expect(differences.slice(0, 20), `${path}: what the first paint shows differently`).toEqual([]);
    }
  });
}
