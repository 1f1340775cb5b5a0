// GET    /clients                – the tenant's clients: filters, sort, 25 a page, id descending (client-show)
// GET    /clients/{id}           – one client (client-show)
// GET    /clients/{id}/bookings  – their bookings, newest first, 10 a page (client-show)
// PUT    /clients/{id}           – edit; document and phone only with client-show-sensitive (client-edit)
// DELETE /clients/{id}           – delete; 412 while a booking of theirs is not finished (client-delete)
// Document and phone are answered only to holders of client-show-sensitive (client-record.ts).
import { describedBy } from '@/backend/http/api-route';
import { Hono } from 'hono';
import type { AppDeps } from '@/backend/app';
import { pageRequest, paginationMeta } from '@/backend/http/pagination';
import { expectedVersion, withVersionTag } from '@/backend/http/precondition';
import { parseBody, parseQuery } from '@/backend/http/validation';
import { requirePermission, type ProtectedEnv } from '@/backend/middleware/auth';
import { clientApi } from './api';
import { clientRef, getClientOrThrow, seesSensitive, toClientReply } from './client-record';
import { findClientBookings, findClients } from './find-clients';
import { deleteClient, updateClient } from './save-client';

/** withPagination=false still stops here. */
const unpagedCap = 1000;

export function clientRoutes({ db }: AppDeps) {
  return new Hono<ProtectedEnv>()
    .get('/', describedBy(clientApi.list), requirePermission('client-show'), async (c) => {
      const query = parseQuery(c, clientApi.list);
      const page = pageRequest(query) ?? { page: 1, perPage: unpagedCap };
      const { rows, total } = await findClients(db, { tenantId: c.get('auth').tenant.id, query, page, showSensitive: seesSensitive(c) });
      return c.json({ data: rows, meta: paginationMeta(total, page) });
    })
    .get('/:id{[0-9]+}', describedBy(clientApi.get), requirePermission('client-show'), async (c) => {
      return c.json({ data: withVersionTag(c, toClientReply(await getClientOrThrow(db, clientRef(c)), seesSensitive(c))) });
    })
    .get('/:id{[0-9]+}/bookings', describedBy(clientApi.bookings), requirePermission('client-show'), async (c) => {
      const query = parseQuery(c, clientApi.bookings);
      const page = pageRequest(query) ?? { page: 1, perPage: unpagedCap };
      const { rows, total } = await findClientBookings(db, { ...clientRef(c), page });
      return c.json({ data: rows, meta: paginationMeta(total, page) });
    })
    .put('/:id{[0-9]+}', describedBy(clientApi.update), requirePermission('client-edit'), async (c) => {
      const ref = clientRef(c);
      const body = await parseBody(c, clientApi.update);
      return c.json({ data: withVersionTag(c, await updateClient(db, { ...ref, body, showSensitive: seesSensitive(c), expectedVersion: expectedVersion(c) })) });
    })
    .delete('/:id{[0-9]+}', describedBy(clientApi.remove), requirePermission('client-delete'), async (c) => {
      return c.json({ data: await deleteClient(db, { ...clientRef(c), showSensitive: seesSensitive(c) }) });
    });
}
