// Every screen at 375 and 1280 px in the light and the dark theme, saved under screenshots/ for a person to look
// at, with axe-core run on each (no serious or critical violation, dark contrast included). Not part of the e2e
// suite: `E2E_PORT=… npx playwright test -c tests/screenshots/playwright.config.ts` (optionally `-g <screen>`).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { accounts, signIn } from '../e2e/support';

interface Screen {
  name: string;
  path: string;
  /** Signed out when absent. */
  account?: string;
  /** Waits for what the screen shows once ready (a dialog's chunk, say). */
  ready?: (page: Page) => Promise<void>;
}

// A dialog's chunk can take a while on a busy machine.
const dialogReady = async (page: Page) => {
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Cancelar', exact: true })).toBeVisible({ timeout: 30_000 });
};

const screens: Screen[] = [
  { name: 'sign-in', path: '/iniciar-sesion' },
  { name: 'forgot-password', path: '/recuperar-contrasena' },
  { name: 'register', path: '/registro' },
  { name: 'boarding-pass', path: '/boarding-pass?order=AR4P8N3D' },
  { name: 'data-request', path: '/solicitud-de-datos' },
  { name: 'dashboard', path: '/', account: accounts.admin },
  {
    name: 'menu',
    path: '/',
    account: accounts.admin,
    // The phone's drawer, opened; on a laptop the menu is always shown.
    ready: async (page) => {
      if (page.viewportSize()!.width < 768) await page.getByRole('button', { name: 'Abrir menú' }).click();
    },
  },
  { name: 'dashboard-newcomer', path: '/', account: accounts.newcomer },
  { name: 'dashboard-delivery', path: '/', account: accounts.deliveryMan },
  { name: 'bookings', path: '/reservas', account: accounts.admin },
  { name: 'bookings-empty', path: '/reservas?description=no-existe-ninguna', account: accounts.admin },
  { name: 'bookings-delivery', path: '/reservas', account: accounts.deliveryMan },
  { name: 'booking-create', path: '/reservas?nuevo=1', account: accounts.admin, ready: dialogReady },
  { name: 'booking', path: '/reservas/1', account: accounts.admin },
  { name: 'bookings-import', path: '/reserva/create-from-excel', account: accounts.admin },
  { name: 'statement', path: '/estado-de-cuenta', account: accounts.admin },
  { name: 'statement-operator', path: '/estado-de-cuenta', account: accounts.serviceOperator },
  { name: 'recharge', path: '/estado-de-cuenta?recargar=1', account: accounts.admin, ready: dialogReady },
  { name: 'upload-receipt', path: '/estado-de-cuenta?comprobante=1', account: accounts.admin, ready: dialogReady },
  { name: 'receipts', path: '/comprobantes', account: accounts.admin },
  { name: 'prices', path: '/precios', account: accounts.admin },
  { name: 'lockers', path: '/lockers', account: accounts.admin },
  { name: 'apartments', path: '/apartamentos', account: accounts.admin },
  { name: 'apartment-new', path: '/apartamentos?nuevo=1', account: accounts.admin, ready: dialogReady },
  { name: 'residents', path: '/residentes', account: accounts.admin },
  { name: 'articles', path: '/articulos', account: accounts.admin },
  { name: 'users', path: '/usuarios', account: accounts.admin },
  { name: 'user-new', path: '/usuarios?nuevo=1', account: accounts.admin, ready: dialogReady },
  { name: 'outbox', path: '/usuarios/correos', account: accounts.admin },
  { name: 'providers', path: '/usuarios/proveedores', account: accounts.enterprise },
  { name: 'account', path: '/configuracion-de-la-cuenta', account: accounts.admin },
  { name: 'help', path: '/ayuda', account: accounts.admin },
  { name: 'sales', path: '/ventas', account: accounts.enterprise },
  { name: 'stock', path: '/stock', account: accounts.enterprise },
  { name: 'not-found', path: '/no-existe', account: accounts.admin },
];

const widths = [375, 1280] as const;
const themes = ['light', 'dark'] as const;

for (const screen of screens) {
  test(screen.name, async ({ page }) => {
    test.setTimeout(120_000);
    if (screen.account) await signIn(page, screen.account);
    const problems: string[] = [];
    for (const theme of themes) {
      await page.emulateMedia({ colorScheme: theme });
      for (const width of widths) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
        await page.goto(screen.path);
        await screen.ready?.(page);
        await page.evaluate(() => document.fonts.ready);
        // A dialog is fixed to the viewport: the viewport is what the user sees of it.
        const fullPage = screen.ready !== dialogReady;
        const file = `screenshots/${screen.name}-${width}-${theme}`;
        await page.screenshot({ path: `${file}.png`, fullPage, animations: 'disabled' });
        // The first screen alone: what must be readable without scrolling.
        if (fullPage) await page.screenshot({ path: `${file}-top.png`, animations: 'disabled' });
        const { violations } = await new AxeBuilder({ page }).analyze();
        for (const v of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
          problems.push(`${theme} ${width}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
}
