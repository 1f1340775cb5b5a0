import { expect, test } from '@playwright/test';
import { drawer, expectNoSeriousViolations } from './admin-support';
import { rulesFor } from './axe';
import { accounts, signIn } from './support';

const screens = [
  { list: '/lockers' },
  { list: '/apartamentos', drawer: ['/apartamentos?nuevo=1', 'Nuevo apartamento'] },
  { list: '/articulos', drawer: ['/articulos?editar=2', 'Editar el artículo Bidón 20 L'] },
  { list: '/residentes', drawer: ['/residentes?nuevo=1', 'Nuevo residente'] },
  { list: '/usuarios', drawer: ['/usuarios?editar=1', 'Editar el usuario Ana Admin'] },
  { list: '/usuarios/correos' },
] as const;

for (const theme of ['light', 'dark'] as const) {
  test(`administration lists and drawers have no serious accessibility violations (${theme})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme: theme });
    await signIn(page, accounts.admin);
    for (const screen of screens) {
      await page.goto(screen.list);
      await expectNoSeriousViolations(page, '', rulesFor(theme));
      if ('drawer' in screen) {
        await page.goto(screen.drawer[0]);
        await expect(drawer(page, screen.drawer[1]).getByRole('button', { name: 'Guardar' })).toBeVisible();
        await expectNoSeriousViolations(page, '', rulesFor(theme));
      }
    }
    await page.goto('/lockers');
    await page.getByRole('button', { name: /Mostrar las puertas/ }).first().click();
    await expectNoSeriousViolations(page, '', rulesFor(theme));
    await page.goto('/usuarios?permisos=2');
    await expect(page.getByRole('button', { name: 'Guardar permisos' })).toBeVisible();
    await expectNoSeriousViolations(page, '', rulesFor(theme));
  });
}
