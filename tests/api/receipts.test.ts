// Bank-transfer receipts: upload (type by magic bytes, size), staff list them; only the service operator
// confirms one, once, crediting the business that uploaded it (a business never credits itself).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceOperatorScope } from '@/contract/auth';
import { duplicateTransferMessage, receiptList, receiptReply, receiptUploadMessage, transferAlreadyCreditedMessage } from '@/contract/billing';
import { buildReceipt, dataUrl, fileBytes, ledgerTotals } from '@/tests/factories/billing';
import { creditsOf, seedBookingTenant } from '@/tests/factories/bookings';
import { seedServiceOperator } from '@/tests/factories/administration';
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


const confirm = (token: string, id: number, credits = 4000) => backend.request(`/billing/receipts/${id}/confirm`, { token, json: { credits } });
const upload = async (token: string) => (await backend.request('/billing/upload-receipt', { token, json: buildReceipt() })).body.data.id as number;

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
    for (const transaction_date of ['0000-01-01', '1999-12-31']) {
      const ancient = await backend.request('/billing/upload-receipt', { token, json: buildReceipt({ transaction_date }) });
      expect(ancient.status, transaction_date).toBe(422);
      expect(ancient.body.errors.transaction_date).toEqual(['La fecha no es válida']);
    }
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
  it('the service operator credits the business that uploaded it, once; a second confirm is 412', async () => {
    const { tenant, token, staffToken } = await tenantWithStaff();
    const operator = await seedServiceOperator(backend);
    const id = await upload(token);
    const pending = await backend.request('/billing/receipts?status=pending', { token: operator.token });
    expect(pending.status).toBe(200);
    expect(receiptList.parse(pending.body).data.find((r) => r.id === id)).toMatchObject({ status: 'pending', provider: { id: tenant.id } });
    const file = await fetch(`${backend.baseUrl}/billing/receipts/${id}/file`, { headers: { authorization: `Bearer ${operator.token}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');

    const confirmed = await confirm(operator.token, id);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ status: 'confirmed', credits: 4000, provider: { id: tenant.id } });
    const again = await Promise.all([1, 2].map(() => confirm(operator.token, id)));
    expect(again.map((r) => r.status)).toEqual([412, 412]);
    expect(again[0]!.body.error.status).toEqual(['El comprobante ya fue confirmado.']);
    expect(await ledgerTotals(backend.db, tenant.id)).toMatchObject({ rows: 1, total: 4000, balance: 4000 });
    // The operator's own tenant got nothing.
    expect(await ledgerTotals(backend.db, operator.tenant.id)).toMatchObject({ rows: 0, balance: 0 });
    const statement = await backend.request('/user/billing', { token });
    expect(statement.body.data[0]).toMatchObject({ kind: 'receipt_confirmation', charge: 4000, current_credits: 4000, details: { receipt_id: id, transaction_id: expect.any(String) } });
    expect((await backend.request('/billing/receipts?status=pending', { token: staffToken })).body.data).toEqual([]);
  });

  it('one transfer is credited once: a second upload of it is refused, and another tenant\'s receipt of it cannot be confirmed', async () => {
    const first = await tenantWithStaff();
    const second = await tenantWithStaff();
    const operator = await seedServiceOperator(backend);
    const transfer = `BROU-${Math.floor(Math.random() * 1e9)}`;
    const id = (await backend.request('/billing/upload-receipt', { token: first.token, json: buildReceipt({ transaction_id: transfer }) })).body.data.id as number;
    const again = await backend.request('/billing/upload-receipt', { token: first.token, json: buildReceipt({ transaction_id: ` ${transfer.toLowerCase()} ` }) });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ message: receiptUploadMessage, errors: { transaction_id: [duplicateTransferMessage] } });

    // Another business claims the same transfer: it may upload, but whichever confirm comes second is refused.
    const claimed = (await backend.request('/billing/upload-receipt', { token: second.token, json: buildReceipt({ transaction_id: transfer }) })).body.data.id as number;
    const replies = await Promise.all([confirm(operator.token, id, 500), confirm(operator.token, claimed, 500)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 412]);
    expect(replies.find((r) => r.status === 412)!.body.error).toEqual({ transaction_id: [transferAlreadyCreditedMessage] });
    const balances = [(await ledgerTotals(backend.db, first.tenant.id)).balance, (await ledgerTotals(backend.db, second.tenant.id)).balance];
    expect(balances.sort()).toEqual([0, 500]);
  });

  it('one transfer however it is written: five spellings give one receipt, the others a clear 422', async () => {
    const { token, staffToken } = await tenantWithStaff();
    const digits = String(Math.floor(1e8 + Math.random() * 8e8));
    const fullWidth = (text: string) => text.replace(/[0-9A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    const spellings = [
      `BROU-${digits}`,
      `BROU\u2010${digits}`, // a Unicode hyphen
      `brou ${digits.slice(0, 3)} ${digits.slice(3)}`, // inner spaces, lower case
      fullWidth(`BROU-${digits}`).replace('-', '\uff0d'), // full-width letters, digits and dash
      `BROU${digits}`, // no hyphen
    ];
    const replies = [];
    for (const transactionId of spellings) {
      replies.push(await backend.request('/billing/upload-receipt', { token, json: buildReceipt({ transaction_id: transactionId }) }));
    }
    expect(replies.map((r) => r.status)).toEqual([201, 422, 422, 422, 422]);
    for (const refused of replies.slice(1)) {
      expect(refused.body).toMatchObject({ message: receiptUploadMessage, errors: { transaction_id: [duplicateTransferMessage] } });
    }
    expect((await backend.request('/billing/receipts', { token: staffToken })).body.meta.total).toBe(1);
  });

  it('an amount up to what its column holds is stored; one cent more is a 422 with the bound, never a 500', async () => {
    const { token, tenant } = await tenantWithStaff();
    const largest = await backend.request('/billing/upload-receipt', { token, json: buildReceipt({ amount: '21474836.47' }) });
    expect(largest.status).toBe(201);
    expect(receiptReply.parse(largest.body).data.amount).toBe(21_474_836.47);
    const over = await backend.request('/billing/upload-receipt', { token, json: buildReceipt({ amount: '21474836.48' }) });
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual({ amount: ['Debe ser menor o igual a 21474836.47'] });
    const cashier = await createUser(backend.db, { tenantId: tenant.id, permissions: ['billing-transaction'] });
    const cashierToken = await backend.login(cashier.email, cashier.password);
    expect((await backend.request('/poslink-transaction?total_amount=21474836.47', { token: cashierToken })).status).toBe(200);
    expect((await backend.request('/poslink-transaction?total_amount=21474836.48', { token: cashierToken })).status).toBe(422);
  });

  it('30 identical uploads at once give one receipt; the rest are refused as duplicates', async () => {
    const { token, staffToken } = await tenantWithStaff();
    const json = buildReceipt();
    const replies = await Promise.all(Array.from({ length: 30 }, () => backend.request('/billing/upload-receipt', { token, json })));
    expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 422 && r.body.errors?.transaction_id?.[0] === duplicateTransferMessage)).toHaveLength(29);
    expect((await backend.request('/billing/receipts', { token: staffToken })).body.meta.total).toBe(1);
  });

  it('concurrent confirms of one receipt credit once', async () => {
    const { tenant, token } = await tenantWithStaff();
    const operator = await seedServiceOperator(backend);
    const id = await upload(token);
    const replies = await Promise.all(Array.from({ length: 5 }, () => confirm(operator.token, id, 700)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 412, 412, 412, 412]);
    expect(await ledgerTotals(backend.db, tenant.id)).toMatchObject({ rows: 1, balance: 700 });
  });

  it('a freshly registered business ("*") cannot credit itself: 403, the receipt stays pending, the balance 0', async () => {
    const email = `nuevo-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const registration = { business_name: 'Autocrédito SA', name: 'Eva', last_name: 'Lista', email, phone: '099 123 456', password: 'clave123', password_confirmation: 'clave123', terms: true, no_dangerous_goods: true };
    expect((await backend.request('/auth/register/public', { json: registration })).status).toBe(201);
    const token = await backend.login(email, 'clave123');
    const me = (await backend.request('/auth/me', { token })).body.data;
    expect(me.permissions).toEqual(['*']);
    const id = await upload(token);
    expect(id).toBeGreaterThan(0);

    const refused = await confirm(token, id, 1_000_000);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('No tiene permiso para realizar esta acción.');
    expect(await creditsOf(backend.db, me.provider.id)).toBe(0);
    expect(await ledgerTotals(backend.db, me.provider.id)).toMatchObject({ rows: 0, balance: 0 });
    const mine = await backend.request('/billing/receipts', { token });
    expect(mine.status).toBe(200);
    expect(receiptList.parse(mine.body).data).toEqual([expect.objectContaining({ id, status: 'pending', credits: null })]);

    // Nor can it give itself the operator's scope: it is not a permission of the catalogue.
    const grant = await backend.request(`/user/${me.id}/permissions`, { token, method: 'PUT', json: { permissions: ['*', 'permissions-edit', serviceOperatorScope] } });
    expect(grant.status).toBe(422);
    expect((await backend.request('/auth/me', { token })).body.data.permissions).toEqual(['*']);
    expect((await confirm(token, id)).status).toBe(403);
    expect(await creditsOf(backend.db, me.provider.id)).toBe(0);
  });

  it("a tenant's own staff (billing-create, \"*\") get 403; the operator on its own tenant's receipt gets 403; nothing changes", async () => {
    const { tenant, token, staffToken } = await tenantWithStaff();
    const admin = await createUser(backend.db, { tenantId: tenant.id, permissions: ['*'] });
    const adminToken = await backend.login(admin.email, admin.password);
    const id = await upload(token);
    for (const caller of [token, staffToken, adminToken]) expect((await confirm(caller, id)).status).toBe(403);
    expect((await backend.request('/billing/receipts', { token })).status).toBe(403);

    const operator = await seedServiceOperator(backend);
    const operatorStaff = await createUser(backend.db, { tenantId: operator.tenant.id, permissions: ['billing-show'] });
    const ownId = await upload(await backend.login(operatorStaff.email, operatorStaff.password));
    expect((await confirm(operator.token, ownId)).status).toBe(403);
    // Its own tenant's receipts are not in its list, nor is their file reachable.
    const listed = receiptList.parse((await backend.request('/billing/receipts?status=pending', { token: operator.token })).body).data;
    expect(listed.map((r) => r.id)).toContain(id);
    expect(listed.map((r) => r.id)).not.toContain(ownId);
    expect((await backend.request(`/billing/receipts/${ownId}/file`, { token: operator.token })).status).toBe(404);

    expect(await ledgerTotals(backend.db, tenant.id)).toMatchObject({ rows: 0, balance: 0 });
    expect(await ledgerTotals(backend.db, operator.tenant.id)).toMatchObject({ rows: 0, balance: 0 });
    for (const caller of [staffToken, operator.token]) {
      const receipts = receiptList.parse((await backend.request('/billing/receipts?status=pending', { token: caller })).body).data;
      expect(receipts.find((r) => r.id === id)).toMatchObject({ status: 'pending', credits: null });
    }
  });

  it('a "*" administrator of the operator\'s own tenant cannot take over or strip an operator account: 403, nothing changes', async () => {
    const operator = await seedServiceOperator(backend);
    const admin = await createUser(backend.db, { tenantId: operator.tenant.id, permissions: ['*'] });
    const token = await backend.login(admin.email, admin.password);
    const takeOver = { sub_type: '3', name: 'Op', last_name: 'Eración', cellphone: '099123456', email: 'intruso@example.com', id_document: '1234567-2' };
    const attempts = [
      backend.request(`/user/team/${operator.user.id}`, { token, method: 'PUT', json: takeOver }),
      backend.request(`/user/${operator.user.id}/password_reset`, { token, method: 'POST' }),
      backend.request(`/user/${operator.user.id}/code_reset`, { token, method: 'POST' }),
      backend.request(`/user/${operator.user.id}/credentials`, { token, method: 'POST' }),
      backend.request(`/user/${operator.user.id}/permissions`, { token, method: 'PUT', json: { permissions: ['billing-show'] } }),
      backend.request(`/user/team/${operator.user.id}`, { token, method: 'DELETE' }),
    ];
    expect((await Promise.all(attempts)).map((reply) => reply.status)).toEqual([403, 403, 403, 403, 403, 403]);
    // The operator still signs in with its own password and keeps its scope.
    const stillOperator = await backend.login(operator.user.email, operator.user.password);
    expect((await backend.request('/auth/me', { token: stillOperator })).body.data.permissions).toEqual(operator.user.permissions);
  });

  it("another tenant's staff get 403 on confirm and 404 on the file; an unknown receipt is 404; bad credits 422", async () => {
    const { tenant, token } = await tenantWithStaff();
    const id = await upload(token);
    const other = await tenantWithStaff();
    expect((await confirm(other.staffToken, id)).status).toBe(403);
    expect((await backend.request(`/billing/receipts/${id}/file`, { token: other.staffToken })).status).toBe(404);
    const operator = await seedServiceOperator(backend);
    expect((await confirm(operator.token, 999_999)).status).toBe(404);
    expect((await confirm(operator.token, id, 0)).status).toBe(422);
    expect(await ledgerTotals(backend.db, tenant.id)).toMatchObject({ rows: 0, balance: 0 });
    const noUpload = await createUser(backend.db, { tenantId: tenant.id, permissions: ['booking-show'] });
    const noUploadToken = await backend.login(noUpload.email, noUpload.password);
    expect((await backend.request('/billing/upload-receipt', { token: noUploadToken, json: buildReceipt() })).status).toBe(403);
  });
});
