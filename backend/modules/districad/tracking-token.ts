// The Districad token of a booking: issued when a booking asks for tracking (districad flag), handed to the
// tracking side with the parcel (the booking page and the Excel export show it), and the only name that side has
// for the booking when it reports back. 96 random bits: not guessable, and unique in practice (a unique index
// makes sure).
import { randomBytes } from 'node:crypto';

export function newDistricadToken(): string {
  return `DC-${randomBytes(12).toString('hex').toUpperCase()}`;
}
