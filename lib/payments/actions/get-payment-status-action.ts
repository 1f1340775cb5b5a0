'use server';
// The return page's poll while a payment is pending: the status the server holds (GET /payments/{reference}),
// which also asks the provider when its notification has not arrived yet.
import { defineAction } from '../../actions/define-action';
import { canPay, findOwnPayment } from '../queries';

/** A status, or null for a reference that is not a string or not one of the user's payments. */
export const getPaymentStatusAction = defineAction({
  access: canPay,
  args: (reference: unknown) => (typeof reference === 'string' ? { reference } : undefined),
  read: async ({ reference }) => (await findOwnPayment(reference))?.status ?? null,
});
