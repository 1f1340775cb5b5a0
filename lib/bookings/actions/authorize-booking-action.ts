'use server';
// POST /booking/{id}/authorize – authorise withdrawal of the parcel (Autorizacion retiro).
import { bookingCommand } from './booking-command';

export const authorizeBookingAction = bookingCommand('booking-authorize', 'authorize', 'authorized');
