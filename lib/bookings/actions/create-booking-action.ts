'use server';
// POST /booking – re-validates with the contract (the browser's check is a convenience), then creates.
// Field errors come back keyed by path ("client.email") so the form puts them on their fields. The form sends one
// Idempotency-Key per content (lib/idempotency-key.ts): the BFF may retry the call, and a user who saves again
// after a lost reply gets the booking the first attempt created, never a second booking and a second debit.
import { getTranslations } from '@/lib/i18n/server';
import { bookingReply, createBookingBody, idempotencyKeyPattern } from '@/contract/bookings';
import { invalid, refusedInput } from '../../actions/action-result';
import { authedRequest, requirePermission } from '../../session';
import { featureOffMessage } from '@/contract/fenicio';
import { bookingFormFeatures } from '../permissions';
import { isTestBooking } from '../test-booking';
import { failure, missingDocument, revalidateBookings, type ActionResult } from './action-result';

export async function createBookingAction(input: unknown, idempotencyKey: unknown): Promise<ActionResult<{ id: number; code: string | null }>> {
  const me = await requirePermission('booking-create');
  const t = await getTranslations('bookings.messages');
  const parsed = createBookingBody.safeParse(input);
  if (parsed.success && parsed.data.pre_booking) await requirePermission('booking-create-pre');
  if (!parsed.success) return invalid(parsed.error);
  // docs/domain/roles-and-permissions.md: integration fields only when their feature is on; docs/domain/data-model.md needs_id makes the CI required.
  const features = bookingFormFeatures(me);
  if ((parsed.data.fenicio_order_id && !features.fenicio) || (parsed.data.districad && !features.districad)) return { ok: false, message: featureOffMessage };
  const missing = missingDocument(features.ciRequired, parsed.data.client);
  if (missing) return missing;
  // docs/domain/bookings.md: a test booking never reaches the API, even if a client skipped the form's own check.
  if (isTestBooking(parsed.data.client.description)) return { ok: false, message: t('testCreated') };

  if (typeof idempotencyKey !== 'string' || !idempotencyKeyPattern.test(idempotencyKey)) return refusedInput();
  try {
    const { data } = await authedRequest('/booking', {
      method: 'POST',
      headers: { 'idempotency-key': idempotencyKey },
      query: { withPagination: true, full: true },
      body: parsed.data,
      schema: bookingReply,
    });
    revalidateBookings();
    // The drop-off code is what the user needs next (to hand to whoever drops the parcel off): said at once.
    const message = parsed.data.pre_booking || !data.insert_code ? t(parsed.data.pre_booking ? 'preBooked' : 'created', { id: data.id }) : t('createdWithCode', { id: data.id, code: data.insert_code });
    return { ok: true, message, data: { id: data.id, code: data.insert_code } };
  } catch (error) {
    return failure(error);
  }
}
