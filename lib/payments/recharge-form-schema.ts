// The recharge dialog's schema: a pack, or another amount of credits above 500 (docs/domain/validation.md, docs/domain/limits.md). Loaded only with
// the dialog (it pulls in zod). Errors are message keys (billing.messages.*) so every locale translates them;
// the server re-checks with the contract's rechargeBody.
import { z } from 'zod';
import { rechargeLimits } from '@/contract/billing';
import { numberLike } from '@/contract/fields';

export const otherChoice = 'other';

export const rechargeForm = z
  .object({
    // A pack's credits (the radios GET /prices gave) or 'other'; the backend checks the pack is one of its own.
    choice: z.string({ error: 'required' }).regex(/^(other|\d+)$/, 'required'),
    amount: z.string({ error: 'required' }),
  })
  .superRefine((value, ctx) => {
    if (value.choice !== otherChoice) return;
    const message = otherAmountProblem(value.amount);
    if (message) ctx.addIssue({ code: 'custom', path: ['amount'], message });
  });
export type RechargeFormValues = z.infer<typeof rechargeForm>;

/**
 * Why another amount would be refused (a billing.messages key), or null when the server takes it: read as the contract
 * reads numbers (numberLike), within its limits. The submit checks it, and the dialog quotes a price only without one.
 */
export function otherAmountProblem(typed: string): 'required' | 'creditsInvalid' | 'amountMin' | 'amountMax' | null {
  const text = typed.trim();
  if (text === '') return 'required';
  const amount = numberLike(text);
  if (typeof amount !== 'number' || !Number.isInteger(amount)) return 'creditsInvalid';
  return amount <= rechargeLimits.above ? 'amountMin' : amount > rechargeLimits.max ? 'amountMax' : null;
}

/** The credits a valid form asks for. */
export function chosenCredits(values: RechargeFormValues): number {
  return values.choice === otherChoice ? Number(values.amount.trim()) : Number(values.choice);
}

/** The POST /billing/recharge body of a valid form. */
export function rechargeRequest(values: RechargeFormValues) {
  return values.choice === otherChoice ? { amount: chosenCredits(values) } : { pack: chosenCredits(values) };
}

