'use server';
// POST /booking – re-validates with the contract (the browser's check is a convenience), then creates.
// Field errors come back keyed by path ("client.email") so the form puts them on their fields. The form sends one
// Idempotency-Key per content (lib/idempotency/use-idempotency-key.ts): the BFF may retry the call, and a user who saves again
// after a lost reply gets the booking the first attempt created, never a second booking and a second debit.
import { getTranslations } from '@/lib/i18n/server';
import { bookingReply, createBookingBody, idempotencyKeyPattern } from '@/contract/bookings';
import { featureOffMessage } from '@/contract/fenicio';
import { failure, refusedInput } from '../../actions/action-result';
import { defineAction } from '../../actions/define-action';
import { authedRequest, requirePermission } from '../../session';
import { bookingFormFeatures } from '../permissions';
import { isTestBooking } from '../test-booking';
import { bookingChanges } from './booking-command';
import { missingDocument } from './missing-document';

export const createBookingAction = defineAction({
  access: ['booking-create'],
  args: (input: unknown, idempotencyKey: unknown) => ({
    input,
    idempotencyKey: typeof idempotencyKey === 'string' && idempotencyKeyPattern.test(idempotencyKey) ? idempotencyKey : undefined,
  }),
  schema: createBookingBody,
  guard: async ({ me, body, idempotencyKey }) => {
    if (body.pre_booking) await requirePermission('booking-create-pre');
    // docs/domain/roles-and-permissions.md: integration fields only when their feature is on; docs/domain/data-model.md needs_id makes the CI required.
    const features = bookingFormFeatures(me);
    if ((body.fenicio_order_id && !features.fenicio) || (body.districad && !features.districad)) return { ok: false, message: featureOffMessage };
    const missing = missingDocument(features.ciRequired, body.client);
    if (missing) return missing;
    // docs/domain/bookings.md: a test booking never reaches the API, even if a client skipped the form's own check.
    if (isTestBooking(body.client.description)) return { ok: false, message: (await getTranslations('bookings.messages'))('testCreated') };
    if (!idempotencyKey) return refusedInput();
  },
  call: async ({ body, idempotencyKey }) =>
    (
      await authedRequest('/booking', {
        method: 'POST',
        headers: { 'idempotency-key': idempotencyKey! },
        query: { withPagination: true, full: true },
        body,
        schema: bookingReply,
      })
    ).data,
  // No free door of the chosen size comes back as an error on "door", which the forms have no field for: it belongs
  // next to the size, the choice the user changes.
  failed: async (error) => {
    const refused = await failure(error);
    const door = !refused.ok && refused.fieldErrors?.door;
    return door ? { ...refused, fieldErrors: { size_id: door } } : refused;
  },
  // What the modal's success panel shows (created-booking-panel.tsx), the drop-off code first: it is what the user
  // needs next, to hand to whoever drops the parcel off. A pre-booking's code opens nothing until it is confirmed, so
  // it has none here; its deadline is the confirmation's, a booking's the drop-off's (48 h).
  data: (booking, { body }) => ({
    id: booking.id,
    code: body.pre_booking ? null : booking.insert_code,
    door: booking.door.number,
    expiresAt: booking.expiration_date,
  }),
  changes: bookingChanges,
});
