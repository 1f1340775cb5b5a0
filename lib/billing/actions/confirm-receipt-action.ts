'use server';
// POST /billing/receipts/{id}/confirm – the service operator grants a business the credits of its bank transfer,
// once (a second confirm is refused by the API with its message); a tenant's own users never may (403). Re-validated
// here; the balance and the statement refresh after it.
import { getTranslations } from '@/lib/i18n/server';
import { confirmReceiptBody, receiptReply } from '@/contract/billing';
import { getFormat } from '@/lib/format/server';
import { defineAction } from '../../actions/define-action';
import { authedRequest } from '../../session';

async function creditsInvalid() {
  const message = (await getTranslations('billing.messages'))('creditsInvalid');
  return { ok: false as const, message, fieldErrors: { credits: message } };
}

export const confirmReceiptAction = defineAction({
  access: 'serviceOperator',
  args: (receiptId: unknown, credits: unknown) => ({ receiptId, input: { credits } }),
  schema: confirmReceiptBody,
  invalid: creditsInvalid,
  guard: async ({ receiptId }) => {
    if (typeof receiptId !== 'number' || !Number.isSafeInteger(receiptId) || receiptId < 1) return { ok: false, message: (await creditsInvalid()).message };
  },
  call: ({ receiptId, body }) => authedRequest(`/billing/receipts/${receiptId as number}/confirm`, { method: 'POST', body, schema: receiptReply }),
  success: async ({ data }, { body }) =>
    (await getTranslations('billing.messages'))('confirmed', { id: data.id, credits: (await getFormat()).count(data.credits ?? body.credits) }),
  changes: ['billing', 'credits'],
});
