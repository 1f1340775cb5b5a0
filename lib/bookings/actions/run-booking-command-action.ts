'use server';
// A booking's direct actions (confirm a pre-booking, resend the code, authorize the withdrawal, renew) as one form
// (app/(panel)/reservas/_components/booking-actions.tsx): the booking's id in a hidden field, the command the pressed
// button's value. Posted before the page's JavaScript has arrived, or without it, the browser lands on the booking's
// page again, the booking as it is now and the outcome written above the buttons (lib/actions/landing-outcome.ts:
// the form's own state would stay in the hidden part of the page, docs/decisions/0113); with it, the message is a
// toast. Each command stays its own action (its permission, its call, what it changes), checked again here as any
// call; its refusal is this form's.
import { isRecordId, Refused } from '../../actions/action-result';
import { defineAction } from '../../actions/define-action';
import { isBookingCommand } from '../booking-commands';
import { authorizeBookingAction } from './authorize-booking-action';
import { confirmBookingAction } from './confirm-booking-action';
import { renewBookingAction } from './renew-booking-action';
import { resendBookingAction } from './resend-booking-action';

const commands = { confirmPreBooking: confirmBookingAction, resend: resendBookingAction, authorize: authorizeBookingAction, renew: renewBookingAction };

/** A posted id is text: decimal digits only ("0x1f", "1e3" and " 7" are no booking's), then a record id. */
function postedId(value: FormDataEntryValue | null): number | undefined {
  if (typeof value !== 'string' || !/^[0-9]{1,16}$/.test(value)) return undefined;
  const id = Number(value);
  return isRecordId(id) ? id : undefined;
}

export const runBookingCommandAction = defineAction({
  // Each command checks its own permission (and the backend again).
  access: 'signedIn',
  form: (form) => {
    const id = postedId(form.get('id'));
    const command = form.get('command');
    return id && isBookingCommand(command) ? { id, command, values: {} } : undefined;
  },
  call: async ({ id, command }) => {
    const result = await commands[command](id);
    // The form has no fields: a refusal is said as its one message.
    if (!result.ok) throw new Refused({ ok: false, message: result.message, ...(result.needsCredits ? { needsCredits: true } : {}) });
    return result.message;
  },
  success: (message) => message,
  landing: ({ id }) => `/reservas/${id}`,
});
