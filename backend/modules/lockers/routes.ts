// POST /locker/{id}/toggle-enable – enable/disable one of the tenant's lockers; body {enabled} (absent: flip);
//                                   replies the stored state (location-enable)
// GET  /location/{id}/doors       – the door grid: number, size, state free/reserved/occupied/disabled
//                                   (location-enable or booking-show)
import { describedBy } from '@/backend/http/api-route';
import { lockerApi } from './api';
import { Hono } from 'hono';
import type { AppDeps } from '@/backend/app';
import { parseBody } from '@/backend/http/validation';
import { requirePermission, type ProtectedEnv } from '@/backend/middleware/auth';
import { lockerDisabledMessage, lockerEnabledMessage } from '@/contract/lockers';
import { getDoorGrid } from './get-door-grid';
import { lockerRef } from './locker-ref';
import { toggleLocker } from './toggle-locker';

export function lockerRoutes({ db }: AppDeps) {
  return new Hono<ProtectedEnv>()
    .post('/locker/:id{[0-9]+}/toggle-enable', describedBy(lockerApi.toggle), requirePermission('location-enable'), async (c) => {
      const ref = lockerRef(c);
      const { enabled } = await parseBody(c, lockerApi.toggle);
      const state = await toggleLocker(db, { ...ref, enabled });
      return c.json({ message: state.locker_enabled ? lockerEnabledMessage : lockerDisabledMessage, data: state });
    })
    .get('/location/:id{[0-9]+}/doors', describedBy(lockerApi.doors), requirePermission('location-enable', 'booking-show'), async (c) => {
      return c.json({ data: await getDoorGrid(db, lockerRef(c)) });
    });
}
