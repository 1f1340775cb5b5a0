'use server';
// POST /booking/{id}/regenerate-code – a new drop-off code; the old one stops working (confirmed in the UI).
import { bookingCommand } from './booking-command';

export const regenerateBookingCodeAction = bookingCommand('booking-edit', 'regenerate-code', 'regenerated');
