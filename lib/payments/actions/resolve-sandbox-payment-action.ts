'use server';
// POST /payments/sandbox/{reference}/resolve – the sandbox "card" approves, rejects or leaves the payment
// pending (owner only, sandbox provider only: the API refuses otherwise). A form (the reference hidden, the outcome
// the pressed button's value), so it works before and without JavaScript; then the return page, which reads the
// outcome from the server again.
import { sandboxResolveBody } from '@/contract/payments';
import { refusedInput } from '../../actions/action-result';
import { defineAction } from '../../actions/define-action';
import { authedRequest } from '../../session';
import { isPaymentReference } from '../queries';

const returnPath = { approved: 'success', rejected: 'failure', pending: 'pending' } as const;

export const resolveSandboxPaymentAction = defineAction({
  access: ['billing-show', 'billing-create'],
  form: (form) => ({ reference: form.get('reference'), input: { outcome: form.get('outcome') }, values: {} }),
  schema: sandboxResolveBody,
  invalid: () => refusedInput(),
  guard: ({ reference }) => (isPaymentReference(reference) ? undefined : refusedInput()),
  call: ({ reference, body }) => authedRequest(`/payments/sandbox/${reference as string}/resolve`, { method: 'POST', body }),
  redirect: (_reply, { reference, body }) => `/sandbox/${returnPath[body.outcome]}?ref=${reference as string}`,
  changes: ['billing', 'credits'],
});
