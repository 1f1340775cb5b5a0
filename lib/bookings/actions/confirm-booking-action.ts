'use server';
// POST /booking/{id}/confirm – a pre-booking becomes a Reserva and its price is debited (402 when short).
import { bookingCommand } from './booking-command';

export const confirmBookingAction = bookingCommand('booking-create', 'confirm', 'confirmed');
