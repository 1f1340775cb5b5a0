// Bank-transfer receipts: upload (type by magic bytes, size), staff list and confirm once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptList, receiptReply } from '@/contract/billing';
import { buildReceipt, dataUrl, fileBytes, ledgerTotals } from '@/tests/factories/billing';
import { seedBookingTenant } from '@/tests/factories/bookings';
import { createUser } from '@/tests/factories/users';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close();
});

async function tenantWithStaff() {
  const client = await seedBookingTenant(backend, { credits: 0, permissions: ['billing-show'] });
  const staff = await createUser(backend.db, { tenantId: client.tenant.id, permissions: ['billing-create'] });
  return { ...client, staffToken: await backend.login(staff.email, staff.password) };
}

describe('POST /billing/upload-receipt', () => {
  it('stores a png, jpeg, webp or pdf as pending, crediting nothing', async () => {
    const { tenant, token, staffToken } = await tenantWithStaff();
    for (const [type, kind] of [['image/png', 'png'], ['image/jpeg', 'jpeg'], ['image/webp', 'webp'], ['application/pdf', 'pdf']] as const) {
      const reply = await backend.request('/billing/upload-receipt', { token, json: buildReceipt({ file: dataUrl(type, fileBytes(kind)), amount: '1220.50' }) });
      expect(reply.status).toBe(201);
      expect(receiptReply.parse(reply.body).data).toMatchObject({ status: 'pending', file_type: type, amount: 1220.5, credits: null });
    }
    const list = await backend.request('/billing/receipts?status=pending', { token: staffToken });
    expect(receiptList.parse(list.body).data).toHaveLength(4);
    const file = await fetch(`${backend.baseUrl}/billing/receipts/${list.body.data[0].id}/file`, { headers: { authorization: `Bearer ${staffToken}` } });
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await ledgerTotals(backend.db, tenant.id)).toMatchObject({ rows: 0, balance: 0 });
  });

  it('refuses a wrong type (by magic bytes), a file over 5 MB and a bad date with "Error al subir el comprobante"', async () => {
    const { tenant, token, staffToken } = await tenantWithStaff();
    const cases = [
      buildReceipt({ file: dataUrl('image/png', fileBytes('exe')) }),
      buildReceipt({ file: dataUrl('image/gif', fileBytes('png')) }),
      buildReceipt({ file: dataUrl('application/pdf', fileBytes('png')) }),
      buildReceipt({ file: 'no es un archivo' }),
      buildReceipt({ file: dataUrl('image/png', fileBytes('png', 5 * 1024 * 1024 + 1)) }),
    ];
    for (const body of cases) {
      const reply = await backend.request('/billing/upload-receipt', { token, json: body });
      expect(reply.status).toBe(422);
      expect(reply.body.message).toBe('Error al subir el comprobante');
      expect(reply.body.errors.file).toHaveLength(1);
    }
    const huge = await backend.request('/billing/upload-receipt', { token, json: buildReceipt({ file: dataUrl('image/png', fileBytes('png', 7 * 1024 * 1024)) }) });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('Error al subir el comprobante');
    expect(huge.body.errors.file).toEqual(['El archivo no puede superar los 5 MB']);
    const missing = await backend.request('/billing/upload-receipt', { token, json: { file: dataUrl('image/png', fileBytes('png')) } });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe('Error al subir el comprobante');
    expect(missing.body.errors.amount).toEqual(['Este campo es requerido']);
    const future = await backend.request('/billing/upload-receipt', { token, json: buildReceipt({ transaction_date: '2999-01-01' }) });
    expect(future.body.errors.transaction_date).toEqual(['La fecha no es válida']);
    expect((await backend.request('/billing/receipts', { token: staffToken })).body.meta.total).toBe(0);
    expect(await ledgerTotals(backend.db, tenant.id)).toMatchObject({ rows: 0 });
  });

  it('accepts a 5 MB file (over the 1 MB JSON limit of other routes)', async () => {
    const { token } = await tenantWithStaff();
    const reply = await backend.request('/billing/upload-receipt', { token, json: buildReceipt({ file: dataUrl('image/jpeg', fileBytes('jpeg', 5 * 1024 * 1024)) }) });
    expect(reply.status).toBe(201);
    expect(reply.body.data.file_size).toBe(5 * 1024 * 1024);
  });
});

describe('POST /billing/receipts/{id}/confirm', () => {
  it('credits the account once; a second confirm is 412', async () => {
    const { tenant, token, staffToken } = await tenantWithStaff();
    const uploaded = await backend.request('/billing/upload-receipt', { token, json: buildReceipt() });
    const id = uploaded.body.data.id;
    const confirmed = await backend.request(`/billing/receipts/${id}/confirm`, { token: staffToken, json: { credits: 4000 } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ status: 'confirmed', credits: 4000 });
    const again = await Promise.all([1, 2].map(() => backend.request(`/billing/receipts/${id}/confirm`, { token: staffToken, json: { credits: 4000 } })));
    expect(again.map((r) => r.status)).toEqual([412, 412]);
    expect(again[0]!.body.error.status).toEqual(['El comprobante ya fue confirmado.']);
    expect(await ledgerTotals(backend.db, tenant.id)).toMatchObject({ rows: 1, total: 4000, balance: 4000 });
    const statement = await backend.request('/user/billing', { token });
    expect(statement.body.data[0]).toMatchObject({ kind: 'receipt_confirmation', charge: 4000, current_credits: 4000 });
    expect((await backend.request('/billing/receipts?status=pending', { token: staffToken })).body.data).toEqual([]);
  });

  it('concurrent confirms of one receipt credit once', async () => {
    const { tenant, token, staffToken } = await tenantWithStaff();
    const { body } = await backend.request('/billing/upload-receipt', { token, json: buildReceipt() });
    const replies = await Promise.all(Array.from({ length: 5 }, () => backend.request(`/billing/receipts/${body.data.id}/confirm`, { token: staffToken, json: { credits: 700 } })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 412, 412, 412, 412]);
    expect(await ledgerTotals(backend.db, tenant.id)).toMatchObject({ rows: 1, balance: 700 });
  });

  it('needs billing-create (403) and another tenant gets 404, changing nothing', async () => {
    const { tenant, token } = await tenantWithStaff();
    const { body } = await backend.request('/billing/upload-receipt', { token, json: buildReceipt() });
    expect((await backend.request(`/billing/receipts/${body.data.id}/confirm`, { token, json: { credits: 4000 } })).status).toBe(403);
    expect((await backend.request('/billing/receipts', { token })).status).toBe(403);
    const other = await tenantWithStaff();
    expect((await backend.request(`/billing/receipts/${body.data.id}/confirm`, { token: other.staffToken, json: { credits: 4000 } })).status).toBe(404);
    expect((await backend.request(`/billing/receipts/${body.data.id}/file`, { token: other.staffToken })).status).toBe(404);
    const bad = await backend.request(`/billing/receipts/${body.data.id}/confirm`, { token: (await tenantWithStaff()).staffToken, json: { credits: 0 } });
    expect(bad.status).toBe(422);
    expect(await ledgerTotals(backend.db, tenant.id)).toMatchObject({ rows: 0, balance: 0 });
    const noUpload = await createUser(backend.db, { tenantId: tenant.id, permissions: ['booking-show'] });
    const noUploadToken = await backend.login(noUpload.email, noUpload.password);
    expect((await backend.request('/billing/upload-receipt', { token: noUploadToken, json: buildReceipt() })).status).toBe(403);
  });
});
