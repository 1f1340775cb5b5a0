// PUT/PATCH, DELETE and the actions of docs/domain/screens.md (extend, renew, authorize, regenerate code, resend), each
// allowed transition and the 412 of the illegal ones, with the history and ledger they leave.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingChanges, bookings } from '@/backend/db/schema';
import { bookingChangesReply, bookingTransactionsReply } from '@/contract/bookings';
import { bookingRow, creditsOf, historyOf, ledgerOf, outboxOf, seedBookingTenant, createBookingViaApi, type BookingTenant } from '@/tests/factories/bookings';
import { createUser } from '@/tests/factories/users';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close();
});

type Tenant = BookingTenant;
const create = (t: Tenant, overrides: Record<string, unknown> = {}) => createBookingViaApi(backend, t, overrides);

async function dropOff(t: Tenant, insertCode: string) {
  const reply = await backend.request(`/locker-device/${t.location.id}/drop-off`, { token: t.token, json: { insert_code: insertCode } });
  expect(reply.status).toBe(200);
}

const setStatus = (id: number, statusId: number, expirationDate?: Date) =>
  backend.db.update(bookings).set({ statusId, ...(expirationDate ? { expirationDate } : {}) }).where(eq(bookings.id, id));

const post = (t: Tenant, id: number, action: string, json?: unknown) => backend.request(`/booking/${id}/${action}`, { token: t.token, method: 'POST', json });

describe('PUT and PATCH /booking/{id}', () => {
  it('PUT replaces the editable fields, ignoring status, provider, credits and codes', async () => {
    const t = await seedBookingTenant(backend);
    const b = await create(t, { client: { description: 'Antes', email: 'a@b.uy', phone_number: '099123456' }, notes: 'nota' });
    const before = await bookingRow(backend.db, b.id);
    const reply = await backend.request(`/booking/${b.id}`, {
      token: t.token,
      method: 'PUT',
      json: { client: { description: 'Después', email: 'nuevo@b.uy' }, status: { id: 4 }, status_id: 4, provider_id: 999, credits: 5, insert_code: '000000', pickup_code: '1', location_id: 999, id: 1 },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ client: { description: 'Después', email: 'nuevo@b.uy', phone_number: null }, notes: null, status: { id: 2 } });
    const after = await bookingRow(backend.db, b.id);
    expect({ ...after, client: before.client, notes: before.notes, updatedAt: before.updatedAt, version: after.version - 1 }).toEqual(before);
    expect(await creditsOf(backend.db, t.tenant.id)).toBe(10_000 - 122);
    const [, updated] = await historyOf(backend.db, b.id);
    expect(updated).toMatchObject({ action: 'updated', statusFrom: 2, statusTo: 2, userId: t.user.id });
    expect(updated!.changes).toEqual({
      client: [expect.objectContaining({ description: 'Antes' }), expect.objectContaining({ description: 'Después' })],
      notes: ['nota', null],
    });
  });

  it('PATCH changes only what it is given; blank clears', async () => {
    const t = await seedBookingTenant(backend);
    const b = await create(t, { client: { description: 'Ref', email: 'a@b.uy', document: '12345672' }, notes: 'nota' });
    const reply = await backend.request(`/booking/${b.id}`, { token: t.token, method: 'PATCH', json: { client: { email: '' }, whatsapp: true } });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ client: { description: 'Ref', email: null, document: '12345672' }, notes: 'nota', whatsapp: true });
  });

  it('an edit that changes nothing writes nothing: same version, no history entry, another editor stays current', async () => {
    const t = await seedBookingTenant(backend);
    const b = await create(t, { client: { description: 'Igual', email: 'a@b.uy', phone_number: '099123456', phone_country: 'UY' }, notes: 'nota' });
    const before = await bookingRow(backend.db, b.id);
    const sameForm = { client: { description: 'Igual', email: 'a@b.uy', document: null, phone_number: '099123456', phone_country: 'UY' }, notes: 'nota', whatsapp: false };
    for (const json of [{}, sameForm]) {
      const reply = await backend.request(`/booking/${b.id}`, { token: t.token, method: 'PATCH', json, headers: { 'If-Match': `"${before.version}"` } });
      expect(reply.status).toBe(200);
    }
    expect(await bookingRow(backend.db, b.id)).toEqual(before);
    expect((await historyOf(backend.db, b.id)).map((h) => h.action)).toEqual(['created']);
    const real = await backend.request(`/booking/${b.id}`, { token: t.token, method: 'PATCH', json: { notes: 'otra' }, headers: { 'If-Match': `"${before.version}"` } });
    expect(real.status).toBe(200);
    expect((await historyOf(backend.db, b.id)).at(-1)!.changes).toEqual({ notes: ['nota', 'otra'] });
  });

  it('answers 422 for bad input and 412 for a finished booking or a late validity change', async () => {
    const t = await seedBookingTenant(backend);
    const b = await create(t);
    const invalid = await backend.request(`/booking/${b.id}`, { token: t.token, method: 'PATCH', json: { client: { email: 'nope' } } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors['client.email']).toEqual(['El correo electrónico debe ser válido']);
    const required = await backend.request(`/booking/${b.id}`, { token: t.token, method: 'PUT', json: { client: {} } });
    expect(required.body.errors['client.description']).toEqual(['Este campo es requerido']);
    await dropOff(t, b.insert_code);
    const late = await backend.request(`/booking/${b.id}`, { token: t.token, method: 'PATCH', json: { code_validity_hours: 10 } });
    expect(late.status).toBe(412);
    expect(late.body.error.code_validity_hours).toEqual(['La validez del código solo se puede cambiar antes del ingreso del paquete.']);
    await setStatus(b.id, 4);
    const before = await bookingRow(backend.db, b.id);
    const finished = await backend.request(`/booking/${b.id}`, { token: t.token, method: 'PATCH', json: { notes: 'x' } });
    expect(finished.status).toBe(412);
    expect(finished.body).toEqual({ message: 'La reserva ya finalizó y no se puede modificar.', error: { status: ['La reserva ya finalizó y no se puede modificar.'] } });
    expect(await bookingRow(backend.db, b.id)).toEqual(before);
  });
});

describe('DELETE /booking/{id}', () => {
  it('from Reserva: status 9, door freed, credits refunded, both movements in /transactions', async () => {
    const t = await seedBookingTenant(backend, { doorSizes: [1] });
    const b = await create(t);
    const reply = await backend.request(`/booking/${b.id}`, { token: t.token, method: 'DELETE' });
    expect(reply.status).toBe(200);
    expect(reply.body.data.status).toEqual({ id: 9, name: 'Eliminada' });
    expect(await creditsOf(backend.db, t.tenant.id)).toBe(10_000);
    const tx = bookingTransactionsReply.parse((await backend.request(`/booking/${b.id}/transactions`, { token: t.token })).body);
    expect(tx.data.map((m) => [m.kind, m.charge, m.current_credits])).toEqual([
      ['booking_debit', -122, 9878],
      ['booking_refund', 122, 10_000],
    ]);
    expect(tx.meta.total).toBe(2);
    // The only door is free again.
    expect((await create(t)).door.id).toBe(b.door.id);
  });

  it('from Ingreso Vencido: deleted without refund (the lapse fee is due)', async () => {
    const t = await seedBookingTenant(backend);
    const b = await create(t);
    await setStatus(b.id, 5);
    expect((await backend.request(`/booking/${b.id}`, { token: t.token, method: 'DELETE' })).status).toBe(200);
    expect(await creditsOf(backend.db, t.tenant.id)).toBe(10_000 - 122);
    expect(await ledgerOf(backend.db, t.tenant.id)).toHaveLength(1);
  });

  it('refuses with the parcel inside (412), and needs booking-delete (403)', async () => {
    const t = await seedBookingTenant(backend);
    const b = await create(t);
    const editor = await createUser(backend.db, { tenantId: t.tenant.id, permissions: ['booking-show', 'booking-edit'] });
    const editorToken = await backend.login(editor.email, editor.password);
    expect((await backend.request(`/booking/${b.id}`, { token: editorToken, method: 'DELETE' })).status).toBe(403);
    await dropOff(t, b.insert_code);
    const reply = await backend.request(`/booking/${b.id}`, { token: t.token, method: 'DELETE' });
    expect(reply.status).toBe(412);
    expect(reply.body.error.status).toEqual(['No se puede eliminar una reserva con el paquete en el locker o ya finalizada.']);
    expect((await bookingRow(backend.db, b.id)).statusId).toBe(3);
  });
});

describe('actions', () => {
  it('extend: at least 5 days; Retiro Vencido goes back to Ingresado with the deadline moved from now', async () => {
    const t = await seedBookingTenant(backend);
    const b = await create(t);
    expect((await post(t, b.id, 'extend', { days: 5 })).status).toBe(412);
    await dropOff(t, b.insert_code);
    const short = await post(t, b.id, 'extend', { days: 4 });
    expect(short.status).toBe(422);
    expect(short.body.errors.days).toEqual(['No puede ser menor a 5 días']);
    const deadline = (await bookingRow(backend.db, b.id)).expirationDate;
    const extended = await post(t, b.id, 'extend', { days: 5 });
    expect(new Date(extended.body.data.expiration_date).getTime()).toBe(deadline.getTime() + 5 * 86_400_000);
    await setStatus(b.id, 6, new Date(Date.now() - 10 * 86_400_000));
    const back = await post(t, b.id, 'extend', { days: 7 });
    expect(back.body.data.status.id).toBe(3);
    const moved = new Date(back.body.data.expiration_date).getTime() - Date.now();
    expect(moved).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(moved).toBeLessThanOrEqual(7 * 86_400_000);
    const last = (await historyOf(backend.db, b.id)).at(-1)!;
    expect(last).toMatchObject({ action: 'extended', statusFrom: 6, statusTo: 3 });
    expect(Object.keys(last.changes)).toEqual(['expiration_date']);
  });

  it('renew: a lapsed Reserva gets a fresh code, 48 h and a door; only from Ingreso Vencido', async () => {
    const t = await seedBookingTenant(backend, { doorSizes: [1] });
    const b = await create(t);
    expect((await post(t, b.id, 'renew')).status).toBe(412);
    await setStatus(b.id, 5, new Date(Date.now() - 3_600_000));
    // Someone else took the only door meanwhile: no door, no renewal.
    const other = await create(t);
    const blocked = await post(t, b.id, 'renew');
    expect(blocked.status).toBe(412);
    expect(blocked.body.error.door).toEqual(['No hay puertas libres de ese tamaño en el locker']);
    await backend.request(`/booking/${other.id}`, { token: t.token, method: 'DELETE' });
    const renewed = await post(t, b.id, 'renew');
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.status.id).toBe(2);
    expect(renewed.body.data.insert_code).not.toBe(b.insert_code);
    expect(new Date(renewed.body.data.expiration_date).getTime() - Date.now()).toBeGreaterThan(47.9 * 3_600_000);
    expect((await historyOf(backend.db, b.id)).at(-1)).toMatchObject({ action: 'renewed', statusFrom: 5, statusTo: 2 });
  });

  it('authorize: Ingresado or Retiro Vencido → Autorizacion retiro; needs booking-authorize', async () => {
    const t = await seedBookingTenant(backend);
    const b = await create(t);
    expect((await post(t, b.id, 'authorize')).status).toBe(412);
    await dropOff(t, b.insert_code);
    const editor = await createUser(backend.db, { tenantId: t.tenant.id, permissions: ['booking-show', 'booking-edit'] });
    const editorToken = await backend.login(editor.email, editor.password);
    expect((await backend.request(`/booking/${b.id}/authorize`, { token: editorToken, method: 'POST' })).status).toBe(403);
    expect((await bookingRow(backend.db, b.id)).statusId).toBe(3);
    const reply = await post(t, b.id, 'authorize');
    expect(reply.body.data.status).toEqual({ id: 11, name: 'Autorizacion retiro' });
    expect((await post(t, b.id, 'authorize')).status).toBe(412);
  });

  it('regenerate-code: a new drop-off code for a Reserva only, the change recorded', async () => {
    const t = await seedBookingTenant(backend);
    const b = await create(t);
    const reply = await post(t, b.id, 'regenerate-code');
    expect(reply.status).toBe(200);
    const code = reply.body.data.insert_code;
    expect(code).toMatch(/^\d{6}$/);
    expect(code).not.toBe(b.insert_code);
    expect((await historyOf(backend.db, b.id)).at(-1)).toMatchObject({ action: 'code_regenerated', changes: { insert_code: [b.insert_code, code] } });
    // The old code no longer opens the door.
    const old = await backend.request(`/locker-device/${t.location.id}/drop-off`, { token: t.token, json: { insert_code: b.insert_code } });
    expect(old.status).toBe(412);
    await dropOff(t, code);
    expect((await post(t, b.id, 'regenerate-code')).status).toBe(412);
  });

  it('resend: queues the pickup notices again while the parcel is in the locker, at most once a minute', async () => {
    const t = await seedBookingTenant(backend);
    const b = await create(t, { client: { email: 'dest@example.com' } });
    expect((await post(t, b.id, 'resend')).status).toBe(412);
    await dropOff(t, b.insert_code);
    expect(await outboxOf(backend.db, b.id)).toHaveLength(1);
    const reply = await post(t, b.id, 'resend');
    expect(reply.status).toBe(200);
    const outbox = await outboxOf(backend.db, b.id);
    expect(outbox).toHaveLength(2);
    expect(outbox[1]).toMatchObject({ channel: 'email', recipient: 'dest@example.com', template: 'pickup-code', sentAt: null });
    // Again within a minute: 429 with when to retry, and no message queued (each is an e-mail and a paid WhatsApp).
    const again = await post(t, b.id, 'resend');
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBe('60');
    expect(again.body.message).toBe('El código ya se reenvió hace menos de un minuto. Esperá un momento antes de volver a enviarlo.');
    expect(await outboxOf(backend.db, b.id)).toHaveLength(2);
    // A minute later it goes.
    await backend.db.update(bookingChanges).set({ createdAt: sql`created_at - interval '61 seconds'` }).where(eq(bookingChanges.bookingId, b.id));
    expect((await post(t, b.id, 'resend')).status).toBe(200);
    expect(await outboxOf(backend.db, b.id)).toHaveLength(3);
    const silent = await create(t, { size_id: 2, client: { email: null } });
    await dropOff(t, silent.insert_code);
    const none = await post(t, silent.id, 'resend');
    expect(none.status).toBe(412);
    expect(none.body.error.client).toEqual(['La reserva no tiene correo electrónico ni teléfono para enviar el código.']);
  });
});

describe('GET /booking/{id}/changes', () => {
  it('lists who changed what, oldest first, with status names', async () => {
    const t = await seedBookingTenant(backend);
    const b = await create(t);
    await backend.request(`/booking/${b.id}`, { token: t.token, method: 'PATCH', json: { notes: 'Portería' } });
    await backend.request(`/booking/${b.id}`, { token: t.token, method: 'DELETE' });
    const { data } = bookingChangesReply.parse((await backend.request(`/booking/${b.id}/changes`, { token: t.token })).body);
    expect(data.map((c) => [c.action, c.status_from?.name ?? null, c.status_to?.name ?? null])).toEqual([
      ['created', null, 'Reserva'],
      ['updated', 'Reserva', 'Reserva'],
      ['deleted', 'Reserva', 'Eliminada'],
    ]);
    expect(data[1]!.changes).toEqual({ notes: [null, 'Portería'] });
    expect(data.every((c) => c.user?.id === t.user.id && c.user.name === 'Test User')).toBe(true);
  });
});
