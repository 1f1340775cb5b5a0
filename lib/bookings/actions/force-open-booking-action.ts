'use server';
// POST /booking/{id}/force-open – open the door of a parcel nobody collected, 15 days after the notice (the
// backend refuses earlier with its message).
import { bookingCommand } from './booking-command';

export const forceOpenBookingAction = bookingCommand('booking-authorize', 'force-open', 'forcedOpen');
