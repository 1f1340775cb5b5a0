// Form dialogs on a laptop and a phone: the primary action and Cancel are on screen without scrolling inside the
// dialog (a sticky footer), and focus starts on the first field, not on the close button.
import { expect, test, type Locator, type Page } from '@playwright/test';
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

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 667 },
]) {
  test(`the create-booking dialog fits ${viewport.width}×${viewport.height}: Cancel and "Crear reserva" on screen, focus on the first field`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, accounts.admin);
    await page.goto('/reservas');
    await page.getByRole('link', { name: 'Nueva reserva' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva reserva' });
    await expect(dialog).toBeVisible();

    const submit = dialog.getByRole('button', { name: 'Crear reserva' });
    const cancel = dialog.getByRole('button', { name: 'Cancelar' });
    await expect(submit).toBeVisible();
    await expectInViewport(page, submit);
    await expectInViewport(page, cancel);
    await expect(dialog.getByRole('textbox').first()).toBeFocused();

    // Cancel closes it (nothing typed, so nothing to confirm).
    await cancel.click();
    await expect(dialog).toBeHidden();
  });
}
