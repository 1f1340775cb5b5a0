'use server';
// POST /booking/{id}/public-order – give the booking the order number its traveller uses on /boarding-pass and
// /solicitud-de-datos (the same number if it already has one).
import { bookingCommand } from './booking-command';

export const issueOrderNumberAction = bookingCommand('booking-edit', 'public-order', 'orderIssued');
