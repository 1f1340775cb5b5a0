// The outbox tells the administrator where each message stands: its channel, and in words when WhatsApp is not
// configured on this deployment (the e2e server has neither SMTP nor WhatsApp) or when the provider refused it.
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations, row } from './admin-support';
import { queueWhatsappNotice } from './outbox-support';
import { accounts, signIn } from './support';

test('the outbox shows each message\'s channel and delivery state, and says plainly that WhatsApp is not configured', async ({ page }) => {
  await queueWhatsappNotice(accounts.admin, '+598 099 111 222');
  await queueWhatsappNotice(accounts.admin, '+598 099 333 444', 'WhatsApp (131026): (#131026) Message undeliverable');
  await signIn(page, accounts.admin);
  await page.goto('/usuarios/correos');
  const waiting = row(page, '+598 099 111 222');
  await expect(waiting).toContainText('WhatsApp');
  await expect(waiting).toContainText('WhatsApp no está configurado: no se envía');
  const refused = row(page, '+598 099 333 444');
  await expect(refused).toContainText('No se envió');
  await expect(refused).toContainText('Motivo: WhatsApp (131026)');

  for (const width of [375, 1280]) {
    for (const theme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: theme });
      await page.screenshot({ path: `test-results/screens/outbox-${width}-${theme}.png`, fullPage: false });
    }
  }
  await expectNoSeriousViolations(page);
});

test('the outbox in English names the channel and the missing configuration', async ({ page }) => {
  await queueWhatsappNotice(accounts.admin, '+598 099 555 666');
  await signIn(page, accounts.admin);
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: page.url() }]);
  await page.goto('/usuarios/correos');
  await expect(row(page, '+598 099 555 666')).toContainText('WhatsApp is not configured: not sent');
});
