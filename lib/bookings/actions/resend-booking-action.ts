'use server';
// POST /booking/{id}/resend – resend the pickup code to the recipient (e-mail and WhatsApp).
import { bookingCommand } from './booking-command';

export const resendBookingAction = bookingCommand('booking-edit', 'resend', 'resent');
