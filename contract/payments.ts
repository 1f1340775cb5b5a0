// /billing/recharge replies and /payments/*: a card payment's state as the return pages and the sandbox
// checkout read it. The return pages poll GET /payments/{reference}; nothing in their query string is trusted.
import { z } from 'zod';
import { choiceMessage } from './fields';

export const paymentProviders = ['sandbox', 'mercadopago'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];
export const paymentStatuses = ['pending', 'approved', 'rejected'] as const;

/** A recharge (payment intent). POST /billing/recharge, GET /payments/{reference}, GET /payments/sandbox/{reference}. */
export const payment = z.object({
  payment_id: z.number().int(),
  /** Ours (uuid): the path of the status and sandbox endpoints, and MercadoPago's external_reference. */
  reference: z.string(),
  provider: z.enum(paymentProviders),
  status: z.enum(paymentStatuses),
  credits: z.number().int(),
  /** UYU, VAT included (centésimos are exact: 611.22). */
  price_uyu: z.number(),
  currency: z.string(),
  /** Where to send the user to pay; the sandbox's is a page on our own host (/sandbox-pago/{reference}). */
  checkout_url: z.string().nullable(),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
});
export type Payment = z.infer<typeof payment>;

/** POST /payments/sandbox/{reference}/resolve: what the test "card" does. */
export const sandboxResolveBody = z.object({ outcome: z.enum(paymentStatuses, { error: choiceMessage }) });
export type SandboxOutcome = z.infer<typeof sandboxResolveBody>['outcome'];

/** Return pages (docs/domain/screens.md /{provider}/success|failure|pending), for the BFF's routes. */
export const paymentReturnPaths = { success: 'success', failure: 'failure', pending: 'pending' } as const;
