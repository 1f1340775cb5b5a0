// GET    /apartments       – the tenant's apartments; unpaged by default (perPage 5000), id descending
//                            (apartmentOptionsPermissions: the apartments screen or the residents' apartment choice)
// POST   /apartments       – create (apartment-create)
// PUT    /apartments/{id}  – update (apartment-edit)
// DELETE /apartments/{id}  – delete; 412 while residents live there (apartment-delete)
import { describedBy } from '@/backend/http/api-route';
import { apartmentApi } from './api';
import { Hono } from 'hono';
import type { AppDeps } from '@/backend/app';
import { pageRequest, paginationMeta } from '@/backend/http/pagination';
import { parseBody, parseQuery } from '@/backend/http/validation';
import { requirePermission, type ProtectedEnv } from '@/backend/middleware/auth';
import { apartmentOptionsPermissions } from '@/contract/apartments';
import { apartmentRef } from './apartment-record';
import { deleteApartment } from './delete-apartment';
import { findApartments } from './find-apartments';
import { createApartment, updateApartment } from './save-apartment';
import { expectedVersion, withVersionTag } from '@/backend/http/precondition';

/** withPagination=false still stops here (docs/domain/limits.md's perPage 5000). */
const unpagedCap = 5000;

export function apartmentRoutes({ db }: AppDeps) {
  return new Hono<ProtectedEnv>()
    .get('/', describedBy(apartmentApi.list), requirePermission(...apartmentOptionsPermissions), async (c) => {
      const query = parseQuery(c, apartmentApi.list);
      const page = pageRequest({ ...query, withPagination: query.withPagination ?? false }) ?? { page: 1, perPage: unpagedCap };
      const { rows, total } = await findApartments(db, { tenantId: c.get('auth').tenant.id, query, page });
      return c.json({ data: rows, meta: paginationMeta(total, page) });
    })
    .post('/', describedBy(apartmentApi.create), requirePermission('apartment-create'), async (c) => {
      const body = await parseBody(c, apartmentApi.create);
      return c.json({ data: await createApartment(db, { tenantId: c.get('auth').tenant.id, body }) }, 201);
    })
    .put('/:id{[0-9]+}', describedBy(apartmentApi.update), requirePermission('apartment-edit'), async (c) => {
      const ref = apartmentRef(c);
      const body = await parseBody(c, apartmentApi.update);
      return c.json({ data: withVersionTag(c, await updateApartment(db, { ...ref, body, expectedVersion: expectedVersion(c) })) });
    })
    .delete('/:id{[0-9]+}', describedBy(apartmentApi.remove), requirePermission('apartment-delete'), async (c) => {
      return c.json({ data: await deleteApartment(db, apartmentRef(c)) });
    });
}
