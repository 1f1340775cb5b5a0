'use server';
// POST /booking/{id}/renew – a lapsed Reserva gets a fresh drop-off code and 48 h.
import { bookingCommand } from './booking-command';

export const renewBookingAction = bookingCommand('booking-edit', 'renew', 'renewed');
