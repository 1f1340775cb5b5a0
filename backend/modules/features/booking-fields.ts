// What a booking reply holds of the integration features (docs/domain/roles-and-permissions.md; issue 8: "a feature that is off means its fields
// are absent"): fenicio_order_id only for a caller with fenicio on, districad only with districad on, and the same
// for those fields in the history's changes. Every route that answers bookings shapes them here.
import type { Context } from 'hono';
import type { ProtectedEnv } from '@/backend/middleware/auth';
import type { Booking, BookingChange } from '@/contract/bookings';
import { callerFeatures } from './features';

export interface BookingFieldFeatures {
  fenicio: boolean;
  districad: boolean;
}

export function bookingFieldFeatures(c: Context<ProtectedEnv>): BookingFieldFeatures {
  const { fenicio, districad } = callerFeatures(c);
  return { fenicio, districad };
}

/** The history's field names of each feature (change-booking.ts writes the API's snake_case names). */
const featureChangeKeys = { fenicio: ['fenicio_order_id'], districad: ['districad'] } as const;

function hiddenChangeKeys(features: BookingFieldFeatures): string[] {
  return [...(features.fenicio ? [] : featureChangeKeys.fenicio), ...(features.districad ? [] : featureChangeKeys.districad)];
}

export function shapeBookingChange(change: BookingChange, features: BookingFieldFeatures): BookingChange {
  const hidden = hiddenChangeKeys(features);
  if (!hidden.some((key) => key in change.changes)) return change;
  return { ...change, changes: Object.fromEntries(Object.entries(change.changes).filter(([key]) => !hidden.includes(key))) };
}

export function shapeBooking(booking: Booking, features: BookingFieldFeatures): Booking {
  const { fenicio_order_id, districad, changes, ...rest } = booking;
  return {
    ...rest,
    ...(features.fenicio ? { fenicio_order_id } : {}),
    ...(features.districad ? { districad } : {}),
    ...(changes ? { changes: changes.map((change) => shapeBookingChange(change, features)) } : {}),
  };
}

/** The shaper of this caller's replies. */
export function bookingShaper(c: Context<ProtectedEnv>): (booking: Booking) => Booking {
  const features = bookingFieldFeatures(c);
  return (booking) => shapeBooking(booking, features);
}
