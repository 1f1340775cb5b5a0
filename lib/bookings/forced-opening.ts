// Whether the booking's page offers a forced opening: to holders of booking-authorize, with the parcel inside,
// from 15 days after the notice (the drop-off); before that the page says from when. The backend checks again.
import { bookingStatus, forcedOpeningFrom } from '@/contract/bookings';
import { holds } from '@/common/permissions';

const parcelInside: readonly number[] = [bookingStatus.droppedOff, bookingStatus.pickupExpired, bookingStatus.withdrawalAuthorized];

export function forcedOpening(
  booking: { status: { id: number }; insert_date: string | null },
  permissions: readonly string[],
  now: number = Date.now(),
): { from: Date; ready: boolean } | null {
  if (!parcelInside.includes(booking.status.id) || !booking.insert_date || !holds(permissions, 'booking-authorize')) return null;
  const from = forcedOpeningFrom(new Date(booking.insert_date));
  return { from, ready: from.getTime() <= now };
}
