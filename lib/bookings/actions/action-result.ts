// The bookings' actions on the shared action result (lib/actions/action-result.ts): revalidation, the runner, and
// the checks creating and editing share.
import 'server-only';
import { revalidatePath } from 'next/cache';
import { getTranslations } from '@/lib/i18n/server';
import { requiredMessage } from '@/contract/fields';
import { failure, isRecordId, refusedInput, type ActionResult } from '../../actions/action-result';
import { requirePermission } from '../../session';

export { failure, refusedInput, type ActionResult };

/** The bookings list is dynamic; revalidating the layout also refreshes the credits and dashboard counts. */
export function revalidateBookings(): void {
  revalidatePath('/', 'layout');
}

/** Checks the permission, runs the call, revalidates, and answers the translated success message. */
export async function runBookingCall(
  permission: string,
  call: () => Promise<unknown>,
  successKey: 'resent' | 'deleted' | 'regenerated' | 'extended' | 'authorized' | 'renewed' | 'confirmed' | 'orderIssued' | 'forcedOpen',
): Promise<ActionResult> {
  await requirePermission(permission);
  try {
    await call();
  } catch (error) {
    return failure(error);
  }
  revalidateBookings();
  const t = await getTranslations('bookings.messages');
  return { ok: true, message: t(successKey) };
}

export const isBookingId = isRecordId;

/** docs/domain/data-model.md needs_id: where the user's CI rules require the recipient's CI, a booking without one is refused on its field. */
export function missingDocument(required: boolean, client: { document?: string | null }): ActionResult<never> | undefined {
  return required && !client.document ? { ok: false, message: requiredMessage, fieldErrors: { 'client.document': requiredMessage } } : undefined;
}
