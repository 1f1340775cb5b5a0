'use server';
// POST /payments/sandbox/{reference}/resolve – the sandbox "card" approves, rejects or leaves the payment
// pending (owner only, sandbox provider only: the API refuses otherwise). The page then goes to the return page,
// which reads the outcome from the server again.
import { getTranslations } from '@/lib/i18n/server';
import { sandboxResolveBody } from '@/contract/payments';
import type { ActionResult } from '../../bookings/actions/action-result';
import { failure, revalidateBookings } from '../../bookings/actions/action-result';
import { authedRequest, requirePermission } from '../../session';
import { isPaymentReference } from '../queries';

const returnPath = { approved: 'success', rejected: 'failure', pending: 'pending' } as const;

export async function resolveSandboxPaymentAction(reference: unknown, outcome: unknown): Promise<ActionResult<{ returnUrl: string }>> {
  await requirePermission('billing-show', 'billing-create');
  const parsed = sandboxResolveBody.safeParse({ outcome });
  if (!isPaymentReference(reference) || !parsed.success) return { ok: false, message: (await getTranslations('errors'))('unexpected') };
  try {
    await authedRequest(`/payments/sandbox/${reference}/resolve`, { method: 'POST', body: parsed.data });
  } catch (error) {
    return failure(error);
  }
  revalidateBookings();
  return { ok: true, message: '', data: { returnUrl: `/sandbox/${returnPath[parsed.data.outcome]}?ref=${reference}` } };
}
