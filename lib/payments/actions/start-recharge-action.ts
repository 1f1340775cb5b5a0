'use server';
// POST /billing/recharge – starts a card payment for a pack or another amount. The browser sends one
// Idempotency-Key per attempt, so a double submit (or a retried request) gets the same payment back, never two.
// Answers the provider's checkout URL; the dialog sends the user there.
import { getTranslations } from '@/lib/i18n/server';
import { rechargeBody } from '@/contract/billing';
import { payment } from '@/contract/payments';
import { ApiError } from '../../api-errors';
import type { ActionResult } from '../../bookings/actions/action-result';
import { authedRequest, requirePermission } from '../../session';

const keyPattern = /^[A-Za-z0-9_-]{8,100}$/;

export async function startRechargeAction(input: unknown, idempotencyKey: string): Promise<ActionResult<{ checkoutUrl: string }>> {
  await requirePermission('billing-show', 'billing-create');
  const t = await getTranslations('billing.messages');
  const parsed = rechargeBody.safeParse(input);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? t('amountMin');
    return { ok: false, message, fieldErrors: { amount: message } };
  }
  if (!keyPattern.test(idempotencyKey)) return { ok: false, message: t('paymentUnavailable') };
  const body = parsed.data.pack ? { pack: parsed.data.credits } : { amount: parsed.data.credits };
  try {
    const started = await authedRequest('/billing/recharge', { method: 'POST', body, headers: { 'idempotency-key': idempotencyKey }, schema: payment });
    if (!started.checkout_url) return { ok: false, message: t('paymentUnavailable') };
    return { ok: true, message: t('redirecting'), data: { checkoutUrl: started.checkout_url } };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 422) return { ok: false, message: error.messages[0] ?? t('paymentUnavailable'), fieldErrors: error.fieldErrors };
    // docs/domain/errors.md: a failed payment preference always says the same thing.
    return { ok: false, message: t('paymentUnavailable') };
  }
}
