// A recipient who lost the pickup code: the locker asks for a four-digit confirmation code with their CI (sent to
// their e-mail and WhatsApp), then the CI and the code open the door. Same reply whether or not a parcel of theirs
// is there; a wrong, expired or fifth-wrong code is refused; only parcels still collectable count.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lostCodeConfirmations } from '@/backend/db/schema';
import { lostCodeMaxAttempts, lostCodeMessages, lostCodeWithdrewBy } from '@/backend/modules/locker-device/lost-code';
import { confirmationCodeMessage, deviceReply } from '@/contract/locker-device';
import { bookingRow, createBookingViaApi, historyOf, outboxOf, seedBookingTenant, type BookingTenant } from '@/tests/factories/bookings';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close();
});

const document = '1.234.567-2';
const ask = (t: BookingTenant, doc: string) => backend.request(`/locker-device/${t.location.id}/lost-code`, { token: t.token, json: { document: doc } });
const confirm = (t: BookingTenant, doc: string, confirmation_code: string) =>
  backend.request(`/locker-device/${t.location.id}/lost-code/confirm`, { token: t.token, json: { document: doc, confirmation_code } });

async function parcelInside(t: BookingTenant) {
  const b = await createBookingViaApi(backend, t, { whatsapp: true, client: { description: 'Pedido perdido', document: '12345672', email: 'dest@example.com', phone_number: '099123456', phone_country: 'UY' } });
  expect((await backend.request(`/locker-device/${t.location.id}/drop-off`, { token: t.token, json: { insert_code: b.insert_code } })).status).toBe(200);
  return b;
}

const lostCodeMessagesOf = async (bookingId: number) => (await outboxOf(backend.db, bookingId)).filter((m) => m.template === 'lost-code');

/** The four digits as the recipient reads them in the message. */
async function sentCode(bookingId: number): Promise<string> {
  const message = (await outboxOf(backend.db, bookingId)).filter((m) => m.template === 'lost-code').at(-1)!;
  return /: (\d{4})\n/.exec(message.body!)![1]!;
}

describe('lost pickup code', () => {
  it('sends a four-digit code to the e-mail and WhatsApp, and the CI with the code opens the door', async () => {
    const t = await seedBookingTenant(backend);
    const b = await parcelInside(t);
    const asked = await ask(t, document);
    expect(asked).toMatchObject({ status: 202, body: { message: lostCodeMessages.sent } });
    const sent = (await outboxOf(backend.db, b.id)).filter((m) => m.template === 'lost-code');
    expect(sent.map((m) => [m.channel, m.recipient])).toEqual([
      ['email', 'dest@example.com'],
      ['whatsapp', '+598 099123456'],
    ]);
    const code = await sentCode(b.id);
    expect(code).toMatch(/^\d{4}$/);
    expect((await backend.db.select().from(lostCodeConfirmations).where(eq(lostCodeConfirmations.bookingId, b.id)))[0]!.codeHash).not.toContain(code);

    const opened = await confirm(t, '12345672', code);
    expect(opened.status).toBe(200);
    expect(deviceReply.parse(opened.body).data).toMatchObject({ booking_id: b.id, status: { id: 4 } });
    expect(await bookingRow(backend.db, b.id)).toMatchObject({ statusId: 4, withdrewBy: lostCodeWithdrewBy });
    expect((await historyOf(backend.db, b.id)).at(-1)).toMatchObject({ action: 'picked_up', statusFrom: 3, statusTo: 4 });
    // Used once: the same code opens nothing again.
    expect((await confirm(t, '12345672', code)).status).toBe(412);
  });

  it('answers the same for a CI with no parcel here, and sends nothing', async () => {
    const t = await seedBookingTenant(backend);
    const b = await parcelInside(t);
    expect(await ask(t, '9.999.999-9')).toMatchObject({ status: 202, body: { message: lostCodeMessages.sent } });
    expect((await outboxOf(backend.db, b.id)).filter((m) => m.template === 'lost-code')).toEqual([]);
  });

  it('refuses wrong digits, and after five wrong ones even the right code until it expires; then asking again gives a fresh code', async () => {
    const t = await seedBookingTenant(backend);
    const b = await parcelInside(t);
    await ask(t, document);
    const code = await sentCode(b.id);
    const wrong = code === '0000' ? '1111' : '0000';
    const refused = await confirm(t, document, wrong);
    expect(refused.status).toBe(412);
    expect(refused.body.error.confirmation_code).toEqual([lostCodeMessages.wrong]);
    for (let i = 1; i < lostCodeMaxAttempts; i++) await confirm(t, document, wrong);
    expect((await confirm(t, document, code)).status).toBe(412);
    expect((await bookingRow(backend.db, b.id)).statusId).toBe(3);

    // Asking again while the spent code is valid sends nothing and buys no more tries.
    await backend.db.update(lostCodeConfirmations).set({ createdAt: new Date(Date.now() - 120_000) }).where(eq(lostCodeConfirmations.bookingId, b.id));
    expect(await ask(t, document)).toMatchObject({ status: 202, body: { message: lostCodeMessages.sent } });
    expect(await lostCodeMessagesOf(b.id)).toHaveLength(2);
    expect((await confirm(t, document, code)).status).toBe(412);

    await backend.db.update(lostCodeConfirmations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(lostCodeConfirmations.bookingId, b.id));
    await ask(t, document);
    expect((await confirm(t, document, await sentCode(b.id))).status).toBe(200);
  });

  it('sends at most one code a minute, and a new code keeps the wrong tries of the one it replaces', async () => {
    const t = await seedBookingTenant(backend);
    const b = await parcelInside(t);
    for (let i = 0; i < 4; i++) expect((await ask(t, document)).status).toBe(202);
    // One e-mail and one WhatsApp message for four requests in a row.
    expect(await lostCodeMessagesOf(b.id)).toHaveLength(2);
    const first = await sentCode(b.id);
    const wrong = (code: string) => (code === '0000' ? '1111' : '0000');
    for (let i = 0; i < 3; i++) await confirm(t, document, wrong(first));

    await backend.db.update(lostCodeConfirmations).set({ createdAt: new Date(Date.now() - 61_000) }).where(eq(lostCodeConfirmations.bookingId, b.id));
    await ask(t, document);
    expect(await lostCodeMessagesOf(b.id)).toHaveLength(4);
    const second = await sentCode(b.id);
    for (let i = 0; i < 2; i++) await confirm(t, document, wrong(second));
    expect((await confirm(t, document, second)).status).toBe(412);
    expect((await bookingRow(backend.db, b.id)).statusId).toBe(3);
  });

  it('keeps the code out of the outbox the back-office shows', async () => {
    const t = await seedBookingTenant(backend);
    const b = await parcelInside(t);
    await ask(t, document);
    const code = await sentCode(b.id);
    const listed = await backend.request('/mail/outbox', { token: t.token });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).toContain('lost-code');
    expect(JSON.stringify(listed.body)).not.toContain(`: ${code}`);
  });

  it('refuses an expired code and checks the shape of what is typed', async () => {
    const t = await seedBookingTenant(backend);
    const b = await parcelInside(t);
    await ask(t, document);
    const code = await sentCode(b.id);
    await backend.db.update(lostCodeConfirmations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(lostCodeConfirmations.bookingId, b.id));
    expect((await confirm(t, document, code)).status).toBe(412);
    const malformed = await confirm(t, document, '12a');
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors.confirmation_code).toEqual([confirmationCodeMessage]);
    expect((await ask(t, '')).body.errors.document).toEqual(['Este campo es requerido']);
  });
});
