import { expect, type Cookie, type Locator, type Page } from '@playwright/test';

export const PASSWORD = 'demo1234';

export const accounts = {
  admin: 'admin@demo.test',
  operator: 'operador@demo.test',
  deliveryMan: 'repartidor@demo.test',
  enterprise: 'empresa@demo.test',
  newcomer: 'nuevo@demo.test',
  resident: 'residente@demo.test',
  /** The service operator's staff (own tenant): the only ones who confirm the businesses' transfer receipts. */
  serviceOperator: 'operaciones@demo.test',
} as const;

/** What a team member needs to sign in through the back-office and the API (docs/domain/roles-and-permissions.md): add
 * it to a permissions list a test sets. */
export const signInPermissions = ['user-login-web', 'user-login-api'] as const;

/** What a real sign-in of an account left behind in this worker: its session cookie and where it landed. */
const signedIn = new Map<string, { cookie: Cookie; landing: string }>();
const isSignInPage = (url: string) => new URL(url).pathname === '/iniciar-sesion';

/**
 * Signs in as a user would: fills the sign-in form and waits to leave the sign-in page. The first time per account
 * (and whenever its session has ended: signed out, password changed, user disabled) through the form; after that
 * the session cookie that sign-in gave is reused and the page opens where the form would have led, which spares
 * each test the password check and the sign-in page. Tests of signing in itself drive the form directly.
 */
export async function signIn(page: Page, email: string, { from = '/iniciar-sesion' } = {}) {
  const kept = signedIn.get(email);
  if (kept) {
    await page.context().addCookies([kept.cookie]);
    await page.goto(isSignInPage(new URL(from, kept.landing).toString()) ? kept.landing : from);
    if (!isSignInPage(page.url())) return;
    await page.context().clearCookies({ name: kept.cookie.name });
    signedIn.delete(email);
  }
  await page.goto(from);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  // The password check is deliberately slow (scrypt), and the starting screen renders before the page leaves.
  await expect(page).not.toHaveURL(/\/iniciar-sesion/, { timeout: 15_000 });
  const cookie = (await page.context().cookies()).find((c) => c.name === 'session' || c.name === '__Host-session');
  if (cookie && from === '/iniciar-sesion') signedIn.set(email, { cookie, landing: page.url() });
}

export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: /menú principal|main menu/i });
}

/** Loads a page until the server process answers with its kept copy (lib/render-cache: kept on a second request,
 * served from the third; each process keeps its own). */
export async function loadUntilKept(page: Page, url: string) {
  for (let attempt = 0; attempt < 8; attempt++) {
    const reply = await page.goto(url);
    expect(reply?.status()).toBe(200);
    if (reply?.headers()['x-render-cache'] === 'hit') return;
  }
  throw new Error(`${url} was never answered with a kept page`);
}

/** Opens a list's filter panel, which every list shows closed (a native disclosure: works without JavaScript too). */
export async function openFilters(page: Page) {
  const panel = page.locator('details:has(form[role="search"])');
  if (!(await panel.evaluate((details) => (details as HTMLDetailsElement).open))) await panel.locator('summary').click();
}

/**
 * Waits until React has attached the element's handlers: a key pressed on a server-rendered button before its script
 * has run does nothing (which a slow link makes likely, and a loaded test machine too).
 */
export async function untilInteractive(target: Locator) {
  await expect.poll(() => target.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')))).toBe(true);
}

/**
 * The element is where the user is looking: inside the window, and no part of it hidden by something drawn over it
 * (a dialog's sticky footer) or left outside the box it scrolls in. toBeVisible passes in both cases.
 */
export async function expectInSight(target: Locator) {
  const hidden = await target.evaluate((element) => {
    const { left, right, top, bottom } = element.getBoundingClientRect();
    const points = [
      [left + 2, top + 2],
      [right - 2, top + 2],
      [(left + right) / 2, (top + bottom) / 2],
      [left + 2, bottom - 2],
      [right - 2, bottom - 2],
    ];
    return points.flatMap(([x, y]) => {
      const hit = document.elementFromPoint(x!, y!);
      return hit && element.contains(hit) ? [] : [`${Math.round(x!)},${Math.round(y!)}: ${hit ? hit.outerHTML.slice(0, 80) : 'outside the window'}`];
    });
  });
  expect(hidden, 'the points of the element that something else hides').toEqual([]);
}
