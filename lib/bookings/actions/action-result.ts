// The shape every booking action answers, and the one place that turns a call's outcome into it.
import 'server-only';
import { revalidatePath } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { ApiError, errorText } from '../../api-errors';
import { requirePermission } from '../../session';

export type ActionResult<T = undefined> =
  | { ok: true; message: string; data?: T }
  | { ok: false; message: string; fieldErrors?: Record<string, string> };

/** The bookings list is dynamic; revalidating the layout also refreshes the credits and dashboard counts. */
export function revalidateBookings(): void {
  revalidatePath('/', 'layout');
}

/** The spec §8 message of a failed call; anything that is not an API error (redirects included) propagates. */
export async function failure(error: unknown): Promise<ActionResult<never>> {
  if (!(error instanceof ApiError)) throw error;
  const t = await getTranslations('errors');
  return { ok: false, message: errorText(error, t), fieldErrors: error.fieldErrors };
}

/** Checks the permission, runs the call, revalidates, and answers the translated success message. */
export async function runBookingCall(
  permission: string,
  call: () => Promise<unknown>,
  successKey: 'resent' | 'deleted' | 'regenerated' | 'extended' | 'authorized' | 'renewed',
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

/** Ids come from the browser: anything but a positive integer is refused before any call. */
export function isBookingId(id: unknown): id is number {
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0;
}
