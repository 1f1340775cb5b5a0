// The collection window, the daily fine and the lapse fee (docs/domain/bookings.md "Money"), with the clock moved by
// giving the jobs their `now`: what the recipient can still do, what the tenant is charged, once, and where it shows.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '@/backend/db/schema';
import { chargeOverdueBookings } from '@/backend/jobs/charge-overdue';
import { sweepBookings } from '@/backend/jobs/sweep-bookings';
import { applyCreditMovement } from '@/backend/modules/billing/credit-ledger';
import { renderMessage } from '@/backend/modules/mail/render-message';
import { billingList } from '@/contract/billing';
import { bookingTransactionsReply } from '@/contract/bookings';
import { bookingRow, creditsOf, createBookingViaApi, ledgerOf, outboxOf, seedBookingTenant, type BookingTenant } from '@/tests/factories/bookings';
import { createUser } from '@/tests/factories/users';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close();
});

const hour = 3_600_000;
const charges = [
  { name: 'daily_fine_credits', value: 50 },
  { name: 'lapse_fee_credits', value: '30' },
];

async function parcelIn(t: BookingTenant, validityHours = 24, overrides: Record<string, unknown> = {}) {
  const b = await createBookingViaApi(backend, t, { code_validity_hours: validityHours, ...overrides });
  const drop = await backend.request(`/locker-device/${t.location.id}/drop-off`, { token: t.token, json: { insert_code: b.insert_code } });
  expect(drop.status).toBe(200);
  return { ...b, deadline: (await bookingRow(backend.db, b.id)).expirationDate };
}

const timedCharges = async (tenantId: number) =>
  (await ledgerOf(backend.db, tenantId)).filter((m) => m.kind === 'daily_fine' || m.kind === 'lapse_fee').map((m) => ({ kind: m.kind, amount: m.amount, day: m.chargeDay, bookingId: m.bookingId }));

describe('the collection window', () => {
  it('tells the recipient when the code expires, and the same code still opens for 24 h, not after', async () => {
    const t = await seedBookingTenant(backend, { doorSizes: [1, 1] });
    const early = await parcelIn(t);
    const late = await parcelIn(t);
    const now = new Date();
    // Deadlines moved back instead of the device's clock: 23 h and 25 h past them now.
    await backend.db.update(bookings).set({ expirationDate: new Date(now.getTime() - 23 * hour) }).where(eq(bookings.id, early.id));
    await backend.db.update(bookings).set({ expirationDate: new Date(now.getTime() - 25 * hour) }).where(eq(bookings.id, late.id));
    await sweepBookings(backend.db, { now });
    expect((await bookingRow(backend.db, early.id)).statusId).toBe(6);

    const [notice] = (await outboxOf(backend.db, early.id)).filter((m) => m.template === 'collection-window');
    expect(notice).toMatchObject({ channel: 'email', recipient: expect.stringContaining('@example.com'), sentAt: null });
    expect(notice!.payload.collect_until).toBe(new Date(now.getTime() + hour).toISOString());
    const { subject, body } = renderMessage(notice!);
    expect(subject).toBe('Venció el plazo para retirar tu paquete');
    expect(body).toContain('Todavía podés retirarlo con el mismo código hasta el');

    const pickup = async (id: number) => {
      const { pickupCode } = await bookingRow(backend.db, id);
      return backend.request(`/locker-device/${t.location.id}/pickup`, { token: t.token, json: { pickup_code: pickupCode } });
    };
    expect((await pickup(early.id)).status).toBe(200);
    expect((await bookingRow(backend.db, early.id)).statusId).toBe(4);
    const refused = await pickup(late.id);
    expect(refused.status).toBe(412);
    expect(refused.body.message).toBe('El plazo de retiro venció. Comunicate con el remitente.');
    expect((await bookingRow(backend.db, late.id)).statusId).toBe(6);
  });

  it('sends no notice to a recipient without e-mail, nor for a booking the sweep did not move', async () => {
    const t = await seedBookingTenant(backend, { doorSizes: [1, 1] });
    const b = await createBookingViaApi(backend, t, { code_validity_hours: 24, client: { description: 'Sin correo', email: '' } });
    await backend.request(`/locker-device/${t.location.id}/drop-off`, { token: t.token, json: { insert_code: b.insert_code } });
    const kept = await parcelIn(t, 72);
    await sweepBookings(backend.db, { now: new Date(Date.now() + 25 * hour) });
    expect((await bookingRow(backend.db, b.id)).statusId).toBe(6);
    expect((await outboxOf(backend.db, b.id)).filter((m) => m.template === 'collection-window')).toEqual([]);
    expect((await outboxOf(backend.db, kept.id)).filter((m) => m.template === 'collection-window')).toEqual([]);
  });
  it('goes by WhatsApp too wherever the pickup notice did: the booking\'s box, or a resident\'s own config', async () => {
    const t = await seedBookingTenant(backend, { doorSizes: [1, 1, 1, 1] });
    const phone = { phone_country: '+598', phone_number: '099123123' };
    const wants = await createUser(backend.db, { tenantId: t.tenant.id, type: 'Residente', configs: [{ name: 'resident_should_receive_ws', value: 1 }] });
    const refuses = await createUser(backend.db, { tenantId: t.tenant.id, type: 'Residente', configs: [{ name: 'resident_should_receive_ws', value: 0 }] });
    const boxTicked = await parcelIn(t, 24, { whatsapp: true, client: { description: 'Con WhatsApp', email: 'cliente-ws@example.com', ...phone } });
    const boxClear = await parcelIn(t, 24, { whatsapp: false, client: { description: 'Sin WhatsApp', email: 'cliente-mail@example.com', ...phone } });
    const resident = await parcelIn(t, 24, { whatsapp: false, client: { description: 'Residente sí', email: wants.email, ...phone } });
    const refusing = await parcelIn(t, 24, { whatsapp: true, client: { description: 'Residente no', email: refuses.email, ...phone } });
    await sweepBookings(backend.db, { now: new Date(Date.now() + 25 * 3_600_000) });

    const channels = async (id: number) => {
      const notices = (await outboxOf(backend.db, id)).filter((m) => m.template === 'collection-window');
      return notices.map((m) => [m.channel, m.recipient]).sort();
    };
    const pickupChannels = async (id: number) =>
      (await outboxOf(backend.db, id)).filter((m) => m.template === 'pickup-code').map((m) => [m.channel, m.recipient]).sort();
    expect(await channels(boxTicked.id)).toEqual([['email', 'cliente-ws@example.com'], ['whatsapp', '+598 099123123']]);
    expect(await channels(boxClear.id)).toEqual([['email', 'cliente-mail@example.com']]);
    expect(await channels(resident.id)).toEqual([['email', wants.email], ['whatsapp', '+598 099123123']]);
    expect(await channels(refusing.id)).toEqual([['email', refuses.email]]);
    // The same channels and numbers as each one's pickup notice.
    for (const b of [boxTicked, boxClear, resident, refusing]) expect(await channels(b.id)).toEqual(await pickupChannels(b.id));

    // The WhatsApp carries the same facts as the e-mail, so it says the same thing.
    const [mail, whatsapp] = (await outboxOf(backend.db, boxTicked.id)).filter((m) => m.template === 'collection-window').sort((a, b) => a.channel.localeCompare(b.channel));
    expect(whatsapp!.payload).toEqual(mail!.payload);
    expect(renderMessage(whatsapp!).body).toContain('Todavía podés retirarlo con el mismo código hasta el');
  });
});

describe('the daily fine', () => {
  it('charges the tenant once per started day past the window, until the booking is extended', async () => {
    const t = await seedBookingTenant(backend, { credits: 1000, configs: charges });
    const b = await parcelIn(t);
    const at = (h: number) => new Date(b.deadline.getTime() + h * hour);
    await sweepBookings(backend.db, { now: at(1) });
    expect((await chargeOverdueBookings(backend.db, { now: at(23) })).fines).toBe(0);

    // The window closes at deadline + 24 h: day 1 is charged then, once however often the job runs that day.
    await chargeOverdueBookings(backend.db, { now: at(24.01) });
    await chargeOverdueBookings(backend.db, { now: at(24.5) });
    await chargeOverdueBookings(backend.db, { now: at(47.9) });
    const afterOne = await creditsOf(backend.db, t.tenant.id);
    expect(await timedCharges(t.tenant.id)).toEqual([{ kind: 'daily_fine', amount: -50, day: expect.any(String), bookingId: b.id }]);
    await chargeOverdueBookings(backend.db, { now: at(48.01) });
    expect(await creditsOf(backend.db, t.tenant.id)).toBe(afterOne - 50);
    const fines = await timedCharges(t.tenant.id);
    expect(fines).toHaveLength(2);
    expect(fines[0]!.day).not.toBe(fines[1]!.day);

    // Both show on the booking's transactions and the statement, with what they are.
    const tx = bookingTransactionsReply.parse((await backend.request(`/booking/${b.id}/transactions`, { token: t.token })).body);
    expect(tx.data.filter((m) => m.kind === 'daily_fine').map((m) => [m.charge, m.description])).toEqual([
      [-50, `Multa diaria por paquete no retirado, reserva #${b.id} (día 1)`],
      [-50, `Multa diaria por paquete no retirado, reserva #${b.id} (día 2)`],
    ]);
    const statement = billingList.parse((await backend.request(`/user/billing?withPagination=true&booking_id=${b.id}`, { token: t.token })).body);
    expect(statement.data.filter((m) => m.kind === 'daily_fine')).toHaveLength(2);
    expect(statement.data[0]).toMatchObject({ kind: 'daily_fine', charge: -50, details: { day_number: 2 } });

    // Extending puts the parcel back in time: no fine while it is.
    const extended = await backend.request(`/booking/${b.id}/extend`, { token: t.token, json: { days: 5 } });
    expect(extended.status).toBe(200);
    await chargeOverdueBookings(backend.db, { now: at(72.01) });
    expect(await timedCharges(t.tenant.id)).toHaveLength(2);
  });

  it('charges nothing where the tenant set no amount (the default is zero)', async () => {
    const t = await seedBookingTenant(backend, { credits: 1000 });
    const b = await parcelIn(t);
    await sweepBookings(backend.db, { now: new Date(b.deadline.getTime() + hour) });
    await chargeOverdueBookings(backend.db, { now: new Date(b.deadline.getTime() + 100 * hour) });
    expect(await timedCharges(t.tenant.id)).toEqual([]);
    expect((await bookingRow(backend.db, b.id)).statusId).toBe(6);
  });

  it('leaves a charge the balance cannot cover for a later run that day, never overdrawing', async () => {
    const t = await seedBookingTenant(backend, { credits: 1000, configs: [{ name: 'daily_fine_credits', value: 900 }] });
    const b = await parcelIn(t);
    const left = await creditsOf(backend.db, t.tenant.id);
    expect(left).toBeLessThan(900);
    await sweepBookings(backend.db, { now: new Date(b.deadline.getTime() + hour) });
    const result = await chargeOverdueBookings(backend.db, { now: new Date(b.deadline.getTime() + 25 * hour) });
    expect(result.unpaid).toBeGreaterThanOrEqual(1);
    expect(await creditsOf(backend.db, t.tenant.id)).toBe(left);
    await backend.db.transaction((tx) => applyCreditMovement(tx, { tenantId: t.tenant.id, amount: 1000, kind: 'manual_adjustment', description: 'Ajuste' }));
    await chargeOverdueBookings(backend.db, { now: new Date(b.deadline.getTime() + 26 * hour) });
    expect(await creditsOf(backend.db, t.tenant.id)).toBe(left + 1000 - 900);
  });

  it('two runs racing charge one fine', async () => {
    const t = await seedBookingTenant(backend, { credits: 1000, configs: charges });
    const b = await parcelIn(t);
    await sweepBookings(backend.db, { now: new Date(b.deadline.getTime() + hour) });
    const before = await creditsOf(backend.db, t.tenant.id);
    const now = new Date(b.deadline.getTime() + 25 * hour);
    const results = await Promise.all([chargeOverdueBookings(backend.db, { now }), chargeOverdueBookings(backend.db, { now })]);
    expect(results.filter((r) => r.fines > 0).length).toBeGreaterThanOrEqual(1);
    expect(await timedCharges(t.tenant.id)).toHaveLength(1);
    expect(await creditsOf(backend.db, t.tenant.id)).toBe(before - 50);
  });

  it('the database refuses a second charge of the same kind for the same booking and day', async () => {
    const t = await seedBookingTenant(backend, { credits: 1000 });
    const b = await createBookingViaApi(backend, t);
    const fine = { tenantId: t.tenant.id, bookingId: b.id, amount: -10, kind: 'daily_fine', chargeDay: '2026-11-29', description: 'Multa' } as const;
    await backend.db.transaction((tx) => applyCreditMovement(tx, fine));
    const before = await creditsOf(backend.db, t.tenant.id);
    await expect(backend.db.transaction((tx) => applyCreditMovement(tx, fine))).rejects.toThrow();
    expect(await creditsOf(backend.db, t.tenant.id)).toBe(before);
    // Another day, or another kind, is another charge.
    await backend.db.transaction((tx) => applyCreditMovement(tx, { ...fine, chargeDay: '2026-11-30' }));
    await backend.db.transaction((tx) => applyCreditMovement(tx, { ...fine, kind: 'lapse_fee' }));
    expect(await creditsOf(backend.db, t.tenant.id)).toBe(before - 20);
  });
});

describe('the lapse fee', () => {
  it('charges once when a drop-off code lapses unused; the booking price stays charged', async () => {
    const t = await seedBookingTenant(backend, { credits: 1000, configs: charges });
    const b = await createBookingViaApi(backend, t);
    const { expirationDate } = await bookingRow(backend.db, b.id);
    const at = (h: number) => new Date(expirationDate.getTime() + h * hour);
    await sweepBookings(backend.db, { now: at(0.01) });
    expect((await bookingRow(backend.db, b.id)).statusId).toBe(5);
    await Promise.all([chargeOverdueBookings(backend.db, { now: at(0.02) }), chargeOverdueBookings(backend.db, { now: at(0.02) })]);
    await chargeOverdueBookings(backend.db, { now: at(10) });
    await chargeOverdueBookings(backend.db, { now: at(30) });
    expect(await timedCharges(t.tenant.id)).toEqual([{ kind: 'lapse_fee', amount: -30, day: expect.any(String), bookingId: b.id }]);
    const ledger = await ledgerOf(backend.db, t.tenant.id);
    expect(ledger.map((m) => m.kind)).toEqual(['booking_debit', 'lapse_fee']);
    expect(ledger.at(-1)!.description).toBe(`Cargo por código de ingreso sin usar, reserva #${b.id}`);
  });
});
