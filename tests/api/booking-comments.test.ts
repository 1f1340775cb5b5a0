// /booking/{id}/comments: the thread of a booking, oldest first with author; a blank or too long comment refused
// with the field's message; booking-comments needed; another tenant's booking is a 404 and gets nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingComments } from '@/backend/db/schema';
import { bookingCommentList, bookingCommentReply } from '@/contract/booking-comments';
import { insertBooking, seedBookingTenant } from '@/tests/factories/bookings';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close();
});

const commentsOf = async (bookingId: number) => backend.db.select().from(bookingComments).where(eq(bookingComments.bookingId, bookingId));

describe('booking comments', () => {
  it('adds comments signed by their author and lists them oldest first', async () => {
    const tenant = await seedBookingTenant(backend);
    const booking = await insertBooking(backend.db, { tenantId: tenant.tenant.id, locationId: tenant.location.id, statusId: 3 });
    for (const body of ['  El destinatario avisó que pasa el lunes.  ', 'Llamado sin respuesta']) {
      const added = await backend.request(`/booking/${booking.id}/comments`, { token: tenant.token, json: { body } });
      expect(added.status).toBe(201);
      expect(bookingCommentReply.parse(added.body).data).toMatchObject({ booking_id: booking.id, body: body.trim(), user: { name: expect.any(String) } });
    }
    const list = await backend.request(`/booking/${booking.id}/comments`, { token: tenant.token });
    expect(list.status).toBe(200);
    const { data } = bookingCommentList.parse(list.body);
    expect(data.map((c) => c.body)).toEqual(['El destinatario avisó que pasa el lunes.', 'Llamado sin respuesta']);
    expect(data[0]!.user!.id).toBe(data[1]!.user!.id);
  });

  it('refuses a blank or too long comment with the field message, saving nothing', async () => {
    const tenant = await seedBookingTenant(backend);
    const booking = await insertBooking(backend.db, { tenantId: tenant.tenant.id, locationId: tenant.location.id });
    for (const [body, message] of [
      ['   ', 'Este campo es requerido'],
      ['x'.repeat(1001), 'No puede tener más de 1000 caracteres'],
    ] as const) {
      const reply = await backend.request(`/booking/${booking.id}/comments`, { token: tenant.token, json: { body } });
      expect(reply.status).toBe(422);
      expect(reply.body.errors.body).toEqual([message]);
    }
    expect(await commentsOf(booking.id)).toEqual([]);
  });

  it("answers 404 for another tenant's booking, reading and writing nothing", async () => {
    const tenant = await seedBookingTenant(backend);
    const other = await seedBookingTenant(backend);
    const booking = await insertBooking(backend.db, { tenantId: tenant.tenant.id, locationId: tenant.location.id });
    await backend.request(`/booking/${booking.id}/comments`, { token: tenant.token, json: { body: 'Propio' } });
    expect((await backend.request(`/booking/${booking.id}/comments`, { token: other.token })).status).toBe(404);
    expect((await backend.request(`/booking/${booking.id}/comments`, { token: other.token, json: { body: 'Ajeno' } })).status).toBe(404);
    expect((await commentsOf(booking.id)).map((c) => c.body)).toEqual(['Propio']);
  });
});

describe('booking comments permission', () => {
  it('needs booking-comments to read or write: booking-show alone is refused', async () => {
    const tenant = await seedBookingTenant(backend, { permissions: ['booking-show', 'booking-edit'] });
    const booking = await insertBooking(backend.db, { tenantId: tenant.tenant.id, locationId: tenant.location.id });
    expect((await backend.request(`/booking/${booking.id}/comments`, { token: tenant.token })).status).toBe(403);
    expect((await backend.request(`/booking/${booking.id}/comments`, { token: tenant.token, json: { body: 'Sin permiso' } })).status).toBe(403);
    expect(await commentsOf(booking.id)).toEqual([]);
  });
});
