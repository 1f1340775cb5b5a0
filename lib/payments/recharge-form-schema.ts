// The recharge dialog's schema: a pack, or another amount of credits above 500 (docs/domain/validation.md, docs/domain/limits.md). Loaded only with
// the dialog (it pulls in zod). Errors are message keys (billing.messages.*) so every locale translates them;
// the server re-checks with the contract's rechargeBody.
import { z } from 'zod';
import { rechargeLimits } from '@/contract/billing';
import { plainNumber } from '@/lib/forms/plain-number';

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
 * The credits another amount asks for, read as people write a whole number: "5.000", "5,000" and "5 000" are five
 * thousand (a dot groups thousands in Uruguay, and credits have no decimals). Undefined when it is no whole number.
 */
export function typedCredits(typed: string): number | undefined {
  const plain = plainNumber(typed, { decimals: false, negative: false, maxDigits: 15 });
  return plain === undefined ? undefined : Number(plain);
}

/**
 * Why another amount would be refused (a billing.messages key), or null when the server takes it: read by
 * typedCredits, within the contract's limits. The submit checks it, and the dialog quotes a price only without one.
 */
export function otherAmountProblem(typed: string): 'required' | 'creditsInvalid' | 'amountMin' | 'amountMax' | null {
  if (typed.trim() === '') return 'required';
  const amount = typedCredits(typed);
  if (amount === undefined) return 'creditsInvalid';
  return amount <= rechargeLimits.above ? 'amountMin' : amount > rechargeLimits.max ? 'amountMax' : null;
}

/** The credits a valid form asks for. */
export function chosenCredits(values: RechargeFormValues): number {
  return values.choice === otherChoice ? typedCredits(values.amount)! : Number(values.choice);
}

/** The POST /billing/recharge body of a valid form. */
export function rechargeRequest(values: RechargeFormValues) {
  return values.choice === otherChoice ? { amount: chosenCredits(values) } : { pack: chosenCredits(values) };
}

