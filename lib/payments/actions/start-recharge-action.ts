'use server';
// POST /billing/recharge – starts a card payment for a pack or another amount. The browser sends one
// Idempotency-Key per attempt, so a double submit (or a retried request) gets the same payment back, never two.
// Answers the provider's checkout URL; the dialog sends the user there.
import { getTranslations } from '@/lib/i18n/server';
import { rechargeBody } from '@/contract/billing';
import { payment } from '@/contract/payments';
import { defineAction } from '../../actions/define-action';
import { ApiError } from '../../api-errors';
import { authedRequest } from '../../session';

const keyPattern = /^[A-Za-z0-9_-]{8,100}$/;

/** docs/domain/errors.md: a failed payment preference always says the same thing. */
async function paymentUnavailable() {
  return { ok: false as const, message: (await getTranslations('errors.server'))('paymentUnavailable') };
}

export const startRechargeAction = defineAction({
  access: ['billing-show', 'billing-create'],
  args: (input: unknown, idempotencyKey: unknown) => ({ input, idempotencyKey: typeof idempotencyKey === 'string' && keyPattern.test(idempotencyKey) ? idempotencyKey : undefined }),
  schema: rechargeBody,
  // The form has one field that can be wrong: the other amount.
  invalid: async (error) => {
    const message = error.issues[0]?.message ?? (await getTranslations('billing.messages'))('amountMin');
    return { ok: false, message, fieldErrors: { amount: message } };
  },
  guard: ({ idempotencyKey }) => (idempotencyKey ? undefined : paymentUnavailable()),
  call: async ({ body, idempotencyKey }) => {
    const started = await authedRequest('/billing/recharge', {
      method: 'POST',
      body: body.pack ? { pack: body.credits } : { amount: body.credits },
      headers: { 'idempotency-key': idempotencyKey! },
      schema: payment,
    });
    // A payment without a checkout is as unavailable as one the provider refused.
    if (!started.checkout_url) throw new ApiError(503, [], {}, 'unexpected', false);
    return started.checkout_url;
  },
  failed: async (error) =>
    error.status === 422 ? { ok: false, message: error.messages[0] ?? (await paymentUnavailable()).message, fieldErrors: error.fieldErrors } : paymentUnavailable(),
  success: async () => (await getTranslations('billing.messages'))('redirecting'),
  data: (checkoutUrl) => ({ checkoutUrl }),
});
