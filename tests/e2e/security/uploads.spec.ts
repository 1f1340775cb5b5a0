// Oversized uploads through the whole stack (proxy.ts, the route handler's capped reader): an 11 MB workbook is
// refused with 413 and the limit in words, quickly, and the server keeps answering. Zip bombs, row counts and
// magic bytes of the import are covered in tests/unit/bookings-import-files.test.ts; receipts in tests/api/receipts.test.ts.
import { expect, test } from '@playwright/test';
import { accounts } from '../support';
import { apiToken, sessionCookie } from './sessions';

test('an 11 MB file to the Excel import gets 413 with the limit, fast', async ({ request, baseURL }) => {
  const cookie = await sessionCookie('.data/e2e', await apiToken(request, baseURL!, accounts.admin));
  const started = Date.now();
  for (const step of ['vista-previa', 'crear']) {
    const reply = await request.post(`/reserva/create-from-excel/${step}`, {
      headers: { cookie, origin: baseURL! },
      multipart: { file: { name: 'grande.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.alloc(11 * 1024 * 1024, 0x50) } },
    });
    expect(reply.status(), step).toBe(413);
    expect((await reply.json()).message, step).toMatch(/10 MB/);
  }
  expect(Date.now() - started).toBeLessThan(15_000);
  expect((await request.get('/iniciar-sesion')).status()).toBe(200);
});
