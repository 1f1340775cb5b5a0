// GET    /booking          – the tenant's bookings: filters, search, sort, paging (booking-show); cached=true
//                             accepts a kept reply that is still current (booking-list-cache.ts)
// GET    /booking/{id}     – one booking with its history; withDataWrap=0 → bare object (booking-show)
// POST   /booking          – create: door + credits + drop-off code (booking-create; pre_booking also needs
//                             booking-create-pre: door and code held, nothing charged); Idempotency-Key header →
//                             a repeat answers the same booking (201, header Idempotent-Replayed: true)
// POST   /booking/batch    – not in the spec: up to 500 creates in one transaction, each row with its key, an
//                             outcome per row (booking-create and booking-excel; create-booking-batch.ts)
// PUT    /booking/{id}     – replace the editable fields (booking-edit)
// PATCH  /booking/{id}     – change some editable fields (booking-edit)
// DELETE /booking/{id}     – → 9 Eliminada, door freed, refund from Reserva (booking-delete)
// Every reply leaves out the fields of an integration feature that is off for the caller (booking-fields.ts).
import { describedBy } from '@/backend/http/api-route';
import { bookingApi } from './api';
import { Hono, type Context } from 'hono';
import type { AppDeps } from '@/backend/app';
import { pageRequest, paginationMeta } from '@/backend/http/pagination';
import { parseBody, parseQuery } from '@/backend/http/validation';
import { assertPermission, requirePermission, type ProtectedEnv } from '@/backend/middleware/auth';
import { assertBookingFeatures } from '@/backend/modules/features/booking-features';
import { bookingFieldFeatures, bookingShaper, shapeBooking } from '@/backend/modules/features/booking-fields';
import { callerFeatures } from '@/backend/modules/features/features';

import { createBookingBatch } from './create-booking-batch';
import { createBookingListCache, listCacheHeader } from './booking-list-cache';
import { bookingNotFound } from './booking-errors';
import { createBooking } from './create-booking';
import { deleteBooking } from './delete-booking';
import { findBookings } from './find-bookings';
import { getBooking } from './get-booking';
import { idempotencyKeyHeader, idempotencyReplayedHeader, parseIdempotencyKey } from './idempotency';
import { updateBooking } from './update-booking';
import { expectedVersion, withVersionTag } from '@/backend/http/precondition';
import { isRecordId } from '@/backend/http/record-id';
import { createTenantGate } from '@/backend/http/tenant-gate';

/**
 * withPagination=false still stops here: a tenant with a million bookings must not take the server down. 1,000
 * full bookings are about 0.9 MB; the app never asks for an unpaged list (it pages, the export uses keyset pages).
 */
export const unpagedCap = 1000;

/** Unpaged lists are the heavy reads: two of a tenant's at once per server process, four more waiting. */
export const unpagedGate = { running: 2, waiting: 4 };

/** Ids are int4: anything larger cannot exist, and would otherwise be a database error. */
export function bookingRef(c: Context<ProtectedEnv>) {
  const bookingId = Number(c.req.param('id'));
  if (!isRecordId(bookingId)) throw bookingNotFound();
  const { user, tenant } = c.get('auth');
  return { tenantId: tenant.id, userId: user.id, bookingId };
}

/** The request's list parameters in a fixed order, with the features that shape the reply. */
function listCacheKey(c: Context<ProtectedEnv>, features: unknown): string {
  const params = [...new URL(c.req.url).searchParams].filter(([name]) => name !== 'cached').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${JSON.stringify(params)}\n${JSON.stringify(features)}`;
}

export function bookingRoutes({ db }: AppDeps) {
  const listCache = createBookingListCache();
  const heavyReads = createTenantGate(unpagedGate);
  return new Hono<ProtectedEnv>()
    .get('/', describedBy(bookingApi.list), requirePermission('booking-show'), async (c) => {
      const query = parseQuery(c, bookingApi.list);
      assertBookingFeatures(c, { districadFilter: query.districad !== undefined });
      const unpaged = pageRequest(query) === null;
      const page = pageRequest(query) ?? { page: 1, perPage: unpagedCap };
      const features = bookingFieldFeatures(c);
      const tenantId = c.get('auth').tenant.id;
      const find = () => findBookings(db, { tenantId, query, page, features });
      const build = async () => {
        const found = await (unpaged ? heavyReads.run(tenantId, find) : find());
        const meta = { ...paginationMeta(found.count.total, page), total_estimated: found.count.estimated };
        // The page comes as the database built its JSON (booking-page.ts, shaped there): passed on, not parsed again.
        return `{"data":${found.json},"meta":${JSON.stringify(meta)}}`;
      };
      const headers = { 'content-type': 'application/json' };
      if (!query.cached) return c.body(await build(), 200, { ...headers, [listCacheHeader]: 'off' });
      const { body, hit } = await listCache.read(db, tenantId, listCacheKey(c, features), build);
      return c.body(body, 200, { ...headers, [listCacheHeader]: hit ? 'hit' : 'miss' });
    })
    .get('/:id{[0-9]+}', describedBy(bookingApi.get), requirePermission('booking-show'), async (c) => {
      const { withDataWrap } = parseQuery(c, bookingApi.get);
      const found = await getBooking(db, bookingRef(c));
      const shape = bookingShaper(c);
      const booking = shape(withVersionTag(c, found));
      return c.json(withDataWrap === false ? booking : { data: booking });
    })
    .post('/', describedBy(bookingApi.create), requirePermission('booking-create'), async (c) => {
      const idempotencyKey = parseIdempotencyKey(c.req.header(idempotencyKeyHeader));
      const body = await parseBody(c, bookingApi.create);
      assertBookingFeatures(c, { creating: true, fenicioOrderId: body.fenicio_order_id, districad: body.districad, document: body.client.document });
      if (body.pre_booking) assertPermission(c, 'booking-create-pre');
      const { user, tenant } = c.get('auth');
      const { booking, replayed } = await createBooking(db, { tenantId: tenant.id, userId: user.id, body, idempotencyKey });
      if (replayed) c.header(idempotencyReplayedHeader, 'true');
      return c.json({ data: bookingShaper(c)(booking) }, 201);
    })
    // Both permissions: it creates bookings (booking-create, as POST /booking) and is the bulk creation from a
    // spreadsheet (booking-excel, docs/domain/screens.md), the only client of this route.
    .post('/batch', describedBy(bookingApi.batch), requirePermission('booking-create'), requirePermission('booking-excel'), async (c) => {
      const { rows } = await parseBody(c, bookingApi.batch);
      // What POST /booking refuses for the whole request (403) is refused here for the whole batch.
      const fenicioOrderId = rows.find((row) => row.booking.fenicio_order_id)?.booking.fenicio_order_id;
      assertBookingFeatures(c, { fenicioOrderId, districad: rows.some((row) => row.booking.districad) });
      if (rows.some((row) => row.booking.pre_booking)) assertPermission(c, 'booking-create-pre');
      const { needsId } = callerFeatures(c);
      const { user, tenant } = c.get('auth');
      return c.json({ data: await createBookingBatch(db, { tenantId: tenant.id, userId: user.id, rows, needsId }) });
    })
    .put('/:id{[0-9]+}', describedBy(bookingApi.replace), requirePermission('booking-edit'), async (c) => {
      const ref = bookingRef(c);
      const body = await parseBody(c, bookingApi.replace);
      assertBookingFeatures(c, { fenicioOrderId: body.fenicio_order_id });
      const fields = bookingFieldFeatures(c);
      const booking = await updateBooking(db, { ...ref, mode: 'replace', body, fenicio: fields.fenicio, expectedVersion: expectedVersion(c) });
      return c.json({ data: shapeBooking(withVersionTag(c, booking), fields) });
    })
    .patch('/:id{[0-9]+}', describedBy(bookingApi.patch), requirePermission('booking-edit'), async (c) => {
      const ref = bookingRef(c);
      const body = await parseBody(c, bookingApi.patch);
      assertBookingFeatures(c, { fenicioOrderId: body.fenicio_order_id });
      const fields = bookingFieldFeatures(c);
      const booking = await updateBooking(db, { ...ref, mode: 'patch', body, fenicio: fields.fenicio, expectedVersion: expectedVersion(c) });
      return c.json({ data: shapeBooking(withVersionTag(c, booking), fields) });
    })
    .delete('/:id{[0-9]+}', describedBy(bookingApi.remove), requirePermission('booking-delete'), async (c) => {
      return c.json({ data: bookingShaper(c)(await deleteBooking(db, bookingRef(c))) });
    });
}
