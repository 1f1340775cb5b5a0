// POST /vending/loads   {location_id, door, article_id}     – load an empty door (delivery man or special delivery man)
// POST /vending/sales   {location_id, door, customer_name, transaction_id, authorization_code, …}
//                                                           – a card purchase reported by the locker (booking-create)
// POST /vending/returns {location_id, door}                 – collect the container (delivery man or special delivery man)
// Custom deployments only (403 otherwise, before anything else). Another tenant's locker, door or article → 404;
// a door in the wrong state → 412; a payment already recorded → 409. Replies: the door as the stock report shows it.
import { describedBy } from '@/backend/http/api-route';
import { vendingApi } from './api';
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps } from '@/backend/app';
import { AppError } from '@/backend/errors';
import { parseBody } from '@/backend/http/validation';
import { requirePermission, type ProtectedEnv } from '@/backend/middleware/auth';
import { roles } from '@/contract/auth';
import { deliveryRoleMessage } from '@/contract/vending-activity';
import { recordLoad } from './record-load';
import { recordReturn } from './record-return';
import { recordSale } from './record-sale';
import { customTenantOnly } from './routes';

/** The delivery staff (docs/domain/roles-and-permissions.md roles 4 and 5) are who fill doors and collect containers; no permission names this. */
const deliveryRoles: readonly number[] = [roles.deliveryMan, roles.specialDeliveryMan];
const deliveryStaffOnly: MiddlewareHandler<ProtectedEnv> = async (c, next) => {
  const { subType } = c.get('auth').user;
  if (subType === null || !deliveryRoles.includes(subType)) throw new AppError('forbidden', deliveryRoleMessage);
  await next();
};

export function vendingActivityRoutes({ db }: AppDeps) {
  return new Hono<ProtectedEnv>()
    .post('/loads', describedBy(vendingApi.load), customTenantOnly, deliveryStaffOnly, async (c) => {
      const body = await parseBody(c, vendingApi.load);
      const { user, tenant } = c.get('auth');
      return c.json({ data: await recordLoad(db, { tenantId: tenant.id, userId: user.id, body }) }, 201);
    })
    .post('/sales', describedBy(vendingApi.sale), customTenantOnly, requirePermission('booking-create'), async (c) => {
      const body = await parseBody(c, vendingApi.sale);
      return c.json({ data: await recordSale(db, { tenantId: c.get('auth').tenant.id, body }) }, 201);
    })
    .post('/returns', describedBy(vendingApi.return), customTenantOnly, deliveryStaffOnly, async (c) => {
      const body = await parseBody(c, vendingApi.return);
      const { user, tenant } = c.get('auth');
      return c.json({ data: await recordReturn(db, { tenantId: tenant.id, userId: user.id, body }) });
    });
}
