// Every form dialog and drawer on a laptop and a phone: the primary action and Cancel are on screen without
// scrolling inside it (a sticky footer on the bottom edge of the box the fields scroll in, with nothing showing
// beneath or through it), focus starts on the first field, not on the close button, and Cancel closes it.
// Confirmations (no fields) keep both buttons on screen.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiToken, createBookingViaApi, dataRows } from './bookings-support';
import { accounts, signIn } from './support';

async function expectInViewport(page: Page, target: Locator) {
  const box = await target.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, 'the element has a box').not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
}

/**
 * The footer (the bar around Cancel that paints its own background) ends the box the form scrolls in: its bottom is
 * that box's bottom edge, and every point from its top to that edge is the footer's, so no field shows beneath it
 * or through it. Checked with the box scrolled to its top and to its end.
 */
async function expectFooterOnTheEdge(cancel: Locator) {
  for (const end of [false, true]) {
    const seen = await cancel.evaluate((button, end) => {
      const paints = (element: Element) => getComputedStyle(element).backgroundColor !== 'rgba(0, 0, 0, 0)';
      let footer = button.parentElement!;
      while (!paints(footer)) footer = footer.parentElement!;
      let box = footer.parentElement!;
      while (!/auto|scroll/.test(getComputedStyle(box).overflowY)) box = box.parentElement!;
      box.scrollTop = end ? box.scrollHeight : 0;
      const edge = box.getBoundingClientRect().top + box.clientTop + box.clientHeight;
      const { top, bottom, left, right } = footer.getBoundingClientRect();
      const elsewhere: string[] = [];
      for (const y of [top + 1, (top + bottom) / 2, bottom - 1, edge - 1]) {
        for (const x of [left + 4, (left + right) / 2, right - 4]) {
          const hit = document.elementFromPoint(x, y);
          if (!hit || !footer.contains(hit)) elsewhere.push(`${Math.round(x)},${Math.round(y)}: ${hit ? hit.outerHTML.slice(0, 80) : 'nothing'}`);
        }
      }
      return { gap: edge - bottom, elsewhere };
    }, end);
    const where = end ? 'scrolled to the end' : 'at the top';
    expect(Math.abs(seen.gap), `the space between the footer and the bottom edge, ${where}`).toBeLessThanOrEqual(1);
    expect(seen.elsewhere, `points of the footer's strip that show something else, ${where}`).toEqual([]);
  }
}

interface DialogCase {
  name: string;
  account?: string;
  /** Opens the dialog as a user would (or by its linkable URL) and returns it. */
  open: (page: Page) => Promise<Locator>;
  /** The primary action's exact name. */
  primary: string;
}

/** The one open dialog (modal or drawer), once its chunk replaced the loading placeholder. */
async function openDialog(page: Page, name: string | RegExp) {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByRole('button', { name: 'Cancelar', exact: true })).toBeVisible();
  return dialog;
}

/** Opens the first row's menu on a list and follows its item (a link to ?editar=ID or ?permisos=ID). */
async function firstRowMenu(page: Page, path: string, item: string) {
  await page.goto(path);
  await dataRows(page).first().getByRole('button', { name: /^Acciones/ }).click();
  await page.getByRole('link', { name: item, exact: true }).click();
}

const dialogs: DialogCase[] = [
  {
    name: 'create booking',
    open: async (page) => {
      await page.goto('/reservas');
      await page.getByRole('link', { name: 'Nueva reserva' }).click();
      return openDialog(page, 'Nueva reserva');
    },
    primary: 'Crear reserva',
  },
  {
    name: 'edit booking',
    open: async (page) => {
      const booking = await createBookingViaApi(page.request, await apiToken(page.request), `Diálogo ${Date.now()}`);
      await page.goto(`/reservas?editar=${booking.id}`);
      return openDialog(page, `Editar la reserva ${booking.id}`);
    },
    primary: 'Guardar cambios',
  },
  {
    name: 'extend booking',
    open: async (page) => {
      await page.goto('/reservas?status=3');
      await dataRows(page).first().getByRole('link').first().click();
      await page.getByRole('button', { name: 'Extender' }).click();
      return openDialog(page, /^Extender la reserva/);
    },
    primary: 'Extender',
  },
  { name: 'recharge', open: async (page) => (await page.goto('/estado-de-cuenta?recargar=1'), openDialog(page, 'Recargar créditos')), primary: 'Ir a pagar' },
  { name: 'upload receipt', open: async (page) => (await page.goto('/estado-de-cuenta?comprobante=1'), openDialog(page, 'Subir comprobante de transferencia')), primary: 'Subir comprobante' },
  { name: 'new user', open: async (page) => (await page.goto('/usuarios?nuevo=1'), openDialog(page, 'Nuevo usuario')), primary: 'Guardar' },
  { name: 'edit user', open: async (page) => (await firstRowMenu(page, '/usuarios', 'Editar'), openDialog(page, /^Editar el usuario/)), primary: 'Guardar' },
  { name: 'permissions', open: async (page) => (await firstRowMenu(page, '/usuarios', 'Permisos'), openDialog(page, /^Permisos de/)), primary: 'Guardar permisos' },
  { name: 'new apartment', open: async (page) => (await page.goto('/apartamentos?nuevo=1'), openDialog(page, 'Nuevo apartamento')), primary: 'Guardar' },
  { name: 'edit resident', open: async (page) => (await firstRowMenu(page, '/residentes', 'Editar'), openDialog(page, /^Editar el residente/)), primary: 'Guardar' },
  { name: 'new article', open: async (page) => (await page.goto('/articulos?nuevo=1'), openDialog(page, 'Nuevo artículo')), primary: 'Guardar' },
];

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 667 },
]) {
  for (const dialogCase of dialogs) {
    test(`${dialogCase.name} fits ${viewport.width}×${viewport.height}: Cancel and "${dialogCase.primary}" on screen in a footer on its bottom edge, focus on the first field`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signIn(page, dialogCase.account ?? accounts.admin);
      const dialog = await dialogCase.open(page);

      const primary = dialog.getByRole('button', { name: dialogCase.primary, exact: true });
      const cancel = dialog.getByRole('button', { name: 'Cancelar', exact: true });
      await expect(primary).toBeVisible();
      await expectInViewport(page, primary);
      await expectInViewport(page, cancel);
      await expectFooterOnTheEdge(cancel);
      // The footer is the form's own: its primary action submits the form.
      await expect(primary).toHaveAttribute('type', 'submit');
      await expect(dialog.locator('input:not([type="hidden"]), select, textarea').first()).toBeFocused();

      // Cancel closes it (nothing typed, so nothing to confirm).
      await cancel.click();
      await expect(dialog).toBeHidden();
    });
  }

  test(`a confirmation fits ${viewport.width}×${viewport.height}: Cancel and the action on screen`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, accounts.admin);
    await page.goto('/usuarios?last_name=Repartidora');
    await page.getByRole('button', { name: 'Acciones de Rita Repartidora', exact: true }).click();
    await page.getByRole('button', { name: 'Restablecer contraseña', exact: true }).click();
    const ask = page.getByRole('alertdialog');
    await expectInViewport(page, ask.getByRole('button', { name: 'Restablecer contraseña' }));
    await expectInViewport(page, ask.getByRole('button', { name: 'Cancelar' }));
    await ask.getByRole('button', { name: 'Cancelar' }).click();
    await expect(ask).toHaveCount(0);
  });
}
