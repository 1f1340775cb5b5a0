// POST /locker-device/{locationId}/drop-off {insert_code}                 – Reserva → Ingresado
// POST /locker-device/{locationId}/pickup {pickup_code, document_digits}  – Ingresado/Autorizado → Retirado
// POST /locker-device/{locationId}/lost-code {document}                  – a 4-digit confirmation code to the recipient
// POST /locker-device/{locationId}/lost-code/confirm {document, confirmation_code} – → Retirado (lost-code.ts)
// What a locker calls when someone types a code on its keypad. There is no hardware here: the locker is
// simulated (backend/tools/locker-simulator.ts). The locker signs in as its tenant's device account (POST
// /auth/login) and sends that bearer token; the location must belong to that account's tenant (else 404).
// The account needs location-restart ("*" holds it), the catalogue's permission for operating the lockers
// themselves: without it any back-office user (a delivery man, say) could move bookings to Ingresado or
// Retirado by calling these routes with codes from the booking screens. The code typed at the door is still
// the secret. Wrong codes → 412 {error: {insert_code|pickup_code|document_digits: [msg]}}; too many of them
// at one locker (or wrong CI digits for one booking) → 429 for a few minutes (code-attempts.ts).
import { describedBy } from '@/backend/http/api-route';
import { lockerDeviceApi } from './api';
import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { AppDeps } from '@/backend/app';
import { locations } from '@/backend/db/schema';
import { AppError, messages } from '@/backend/errors';
import { parseBody } from '@/backend/http/validation';
import { requirePermission, type ProtectedEnv } from '@/backend/middleware/auth';

import { dropOffParcel } from './drop-off-parcel';
import { pickUpParcel } from './pick-up-parcel';
import { confirmLostCode, lostCodeMessages, requestLostCode } from './lost-code';
import { withCodeAttempt } from './code-attempts';
import { isRecordId } from '@/backend/http/record-id';

export function lockerDeviceRoutes({ db }: AppDeps) {
  /** The tenant's locker, enabled, or 404. */
  async function device(c: Context<ProtectedEnv>) {
    const locationId = Number(c.req.param('locationId'));
    const { user, tenant } = c.get('auth');
    const [location] =
      isRecordId(locationId)
        ? await db
            .select({ id: locations.id })
            .from(locations)
            .where(and(eq(locations.id, locationId), eq(locations.providerId, tenant.id), eq(locations.enabled, true)))
        : [];
    if (!location) throw new AppError('not_found', messages.notFound);
    return { tenantId: tenant.id, userId: user.id, locationId: location.id };
  }

  return new Hono<ProtectedEnv>()
    .post('/:locationId{[0-9]+}/drop-off', describedBy(lockerDeviceApi.dropOff), requirePermission('location-restart'), async (c) => {
      const input = await device(c);
      const { insert_code } = await parseBody(c, lockerDeviceApi.dropOff);
      const data = await withCodeAttempt(db, { action: 'drop-off', locationId: input.locationId }, () => dropOffParcel(db, { ...input, insertCode: insert_code }));
      return c.json({ data });
    })
    .post('/:locationId{[0-9]+}/pickup', describedBy(lockerDeviceApi.pickup), requirePermission('location-restart'), async (c) => {
      const input = await device(c);
      const body = await parseBody(c, lockerDeviceApi.pickup);
      const data = await withCodeAttempt(db, { action: 'pickup', locationId: input.locationId }, () =>
        pickUpParcel(db, { ...input, pickupCode: body.pickup_code, documentDigits: body.document_digits }),
      );
      return c.json({ data });
    })
    .post('/:locationId{[0-9]+}/lost-code', describedBy(lockerDeviceApi.lostCode), requirePermission('location-restart'), async (c) => {
      const input = await device(c);
      const { document } = await parseBody(c, lockerDeviceApi.lostCode);
      await requestLostCode(db, { ...input, document });
      return c.json({ message: lostCodeMessages.sent }, 202);
    })
    .post('/:locationId{[0-9]+}/lost-code/confirm', describedBy(lockerDeviceApi.lostCodeConfirm), requirePermission('location-restart'), async (c) => {
      const input = await device(c);
      const body = await parseBody(c, lockerDeviceApi.lostCodeConfirm);
      const data = await withCodeAttempt(db, { action: 'pickup', locationId: input.locationId }, () =>
        confirmLostCode(db, { ...input, document: body.document, confirmationCode: body.confirmation_code }),
      );
      return c.json({ data });
    });
}
