// A booking's direct actions: the ones that run at once, with no dialog (docs/domain/screens.md). On a booking's page
// and the dashboard they are submit buttons of one form (run-booking-command-action.ts), so they work before the
// page's JavaScript has arrived. Pure: the buttons in the browser read it too.
import type { BookingActionName } from './permissions';

export const bookingCommandNames = ['confirmPreBooking', 'resend', 'authorize', 'renew'] as const satisfies readonly BookingActionName[];
export type BookingCommandName = (typeof bookingCommandNames)[number];

export function isBookingCommand(value: unknown): value is BookingCommandName {
  return bookingCommandNames.includes(value as BookingCommandName);
}
