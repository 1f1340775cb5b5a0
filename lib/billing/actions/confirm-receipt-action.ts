'use server';
// POST /billing/receipts/{id}/confirm – the service operator grants a business the credits of its bank transfer,
// once (a second confirm is refused by the API with its message); a tenant's own users never may (403). Re-validated here; the balance and the statement refresh after it.
import { getTranslations } from '@/lib/i18n/server';
import { confirmReceiptBody, receiptReply } from '@/contract/billing';
import { getFormat } from '@/lib/format/server';
import { failure, revalidateBookings, type ActionResult } from '../../bookings/actions/action-result';
import { authedRequest, requireServiceOperator } from '../../session';

export async function confirmReceiptAction(receiptId: unknown, credits: unknown): Promise<ActionResult> {
  await requireServiceOperator();
  const t = await getTranslations('billing.messages');
  const parsed = confirmReceiptBody.safeParse({ credits });
  if (!parsed.success) return { ok: false, message: t('creditsInvalid'), fieldErrors: { credits: t('creditsInvalid') } };
  if (typeof receiptId !== 'number' || !Number.isSafeInteger(receiptId) || receiptId < 1) return { ok: false, message: t('creditsInvalid') };
  let confirmed;
  try {
    confirmed = await authedRequest(`/billing/receipts/${receiptId}/confirm`, { method: 'POST', body: parsed.data, schema: receiptReply });
  } catch (error) {
    return failure(error);
  }
  revalidateBookings();
  return { ok: true, message: t('confirmed', { id: confirmed.data.id, credits: (await getFormat()).count(confirmed.data.credits ?? parsed.data.credits) }) };
}
