// The locker a route names, and the module's 404 (another tenant's locker is "not found", never "forbidden").
import type { Context } from 'hono';
import { AppError } from '@/backend/errors';
import type { ProtectedEnv } from '@/backend/middleware/auth';
import { isRecordId } from '@/backend/http/record-id';

export const lockerNotFoundMessage = 'Locker no encontrado.';
export const lockerNotFound = () => new AppError('not_found', lockerNotFoundMessage);

/** Ids are int4: anything larger cannot exist, and would otherwise be a database error. */
export function lockerRef(c: Context<ProtectedEnv>) {
  const locationId = Number(c.req.param('id'));
  if (!isRecordId(locationId)) throw lockerNotFound();
  return { tenantId: c.get('auth').tenant.id, locationId };
}
