// GET  /booking/{id}/changes          – history, oldest first (booking-show)
// GET  /booking/{id}/transactions     – the booking's credit movements, {data, meta} (booking-show)
// POST /booking/{id}/resend           – queue the pickup-code notices again (booking-edit)
// POST /booking/{id}/extend {days}    – move the pickup deadline, 6 → 3 (booking-edit)
// POST /booking/{id}/renew            – lapsed Reserva 5 → 2 with a fresh code and 48 h (booking-edit)
// POST /booking/{id}/regenerate-code  – new drop-off code for a Reserva (booking-edit)
// POST /booking/{id}/authorize        – 3/6 → 11 Autorizacion retiro (booking-authorize)
// POST /booking/{id}/confirm          – Pre reserva 1 → 2, debits the price (booking-create)
// POST /booking/{id}/force-open       – 3/6/11 → 10 Retirado Proveedor, 15 days after the notice (booking-authorize)
// Bookings and history entries leave out the fields of a feature that is off for the caller (booking-fields.ts).
import { describedBy } from '@/backend/http/api-route';
import { bookingApi } from './api';
import { Hono } from 'hono';
import type { AppDeps } from '@/backend/app';
import { pageRequest, paginationMeta } from '@/backend/http/pagination';
import { parseBody, parseQuery } from '@/backend/http/validation';
import { requirePermission, type ProtectedEnv } from '@/backend/middleware/auth';
import { bookingFieldFeatures, bookingShaper, shapeBookingChange } from '@/backend/modules/features/booking-fields';

import { authorizeBooking, confirmBooking, extendBooking, regenerateBookingCode, renewBooking } from './booking-actions';
import { findBookingChanges } from './find-booking-changes';
import { forceOpenBooking } from './force-open';
import { findBookingTransactions } from './find-booking-transactions';
import { resendBookingCode } from './resend-booking-code';
import { bookingRef, unpagedCap } from './routes';

export function bookingActionRoutes({ db }: AppDeps) {
  return new Hono<ProtectedEnv>()
    .get('/:id{[0-9]+}/changes', describedBy(bookingApi.changes), requirePermission('booking-show'), async (c) => {
      const changes = await findBookingChanges(db, bookingRef(c));
      const fields = bookingFieldFeatures(c);
      return c.json({ data: changes.map((change) => shapeBookingChange(change, fields)) });
    })
    .get('/:id{[0-9]+}/transactions', describedBy(bookingApi.transactions), requirePermission('booking-show'), async (c) => {
      const page = pageRequest(parseQuery(c, bookingApi.transactions)) ?? { page: 1, perPage: unpagedCap };
      const { rows, total } = await findBookingTransactions(db, { ...bookingRef(c), page });
      return c.json({ data: rows, meta: paginationMeta(total, page) });
    })
    .post('/:id{[0-9]+}/resend', describedBy(bookingApi.resend), requirePermission('booking-edit'), async (c) => {
      return c.json({ data: bookingShaper(c)(await resendBookingCode(db, bookingRef(c))), message: 'Código reenviado.' });
    })
    .post('/:id{[0-9]+}/extend', describedBy(bookingApi.extend), requirePermission('booking-edit'), async (c) => {
      const ref = bookingRef(c);
      const { days } = await parseBody(c, bookingApi.extend);
      return c.json({ data: bookingShaper(c)(await extendBooking(db, { ...ref, days })) });
    })
    .post('/:id{[0-9]+}/renew', describedBy(bookingApi.renew), requirePermission('booking-edit'), async (c) => {
      return c.json({ data: bookingShaper(c)(await renewBooking(db, bookingRef(c))) });
    })
    .post('/:id{[0-9]+}/regenerate-code', describedBy(bookingApi.regenerateCode), requirePermission('booking-edit'), async (c) => {
      return c.json({ data: bookingShaper(c)(await regenerateBookingCode(db, bookingRef(c))) });
    })
    .post('/:id{[0-9]+}/authorize', describedBy(bookingApi.authorize), requirePermission('booking-authorize'), async (c) => {
      return c.json({ data: bookingShaper(c)(await authorizeBooking(db, bookingRef(c))) });
    })
    .post('/:id{[0-9]+}/force-open', describedBy(bookingApi.forceOpen), requirePermission('booking-authorize'), async (c) => {
      return c.json({ data: bookingShaper(c)(await forceOpenBooking(db, bookingRef(c))) });
    })
    .post('/:id{[0-9]+}/confirm', describedBy(bookingApi.confirm), requirePermission('booking-create'), async (c) => {
      return c.json({ data: bookingShaper(c)(await confirmBooking(db, { ...bookingRef(c), userId: c.get('auth').user.id })) });
    });
}
