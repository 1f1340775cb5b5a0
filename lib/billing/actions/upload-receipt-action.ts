'use server';
// POST /billing/upload-receipt – a bank transfer's proof (docs/domain/backend-calls.md). The file arrives as a data URL; type and
// size are checked here before the call (the browser checked them too; the API checks the bytes again).
// Any failure says "Error al subir el comprobante" (docs/domain/errors.md), with the reason on its field when there is one.
import { getTranslations } from '@/lib/i18n/server';
import { receiptFileTypes, receiptMaxBytes, receiptReply, uploadReceiptBody } from '@/contract/billing';
import type { ActionResult } from '../../actions/action-result';
import { defineAction } from '../../actions/define-action';
import { authedRequest } from '../../session';
import { fieldErrorsOf } from '../../forms/field-errors';

/** Bytes a base64 data URL decodes to, and its declared type. */
function describeDataUrl(dataUrl: string): { type: string; bytes: number } | null {
  const match = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/i.exec(dataUrl);
  if (!match) return null;
  const base64 = match[2]!;
  return { type: match[1]!.toLowerCase(), bytes: Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0) };
}

async function uploadFailed(fieldErrors?: Record<string, string>): Promise<ActionResult<never>> {
  return { ok: false, message: (await getTranslations('billing.messages'))('uploadFailed'), fieldErrors };
}

export const uploadReceiptAction = defineAction({
  access: ['billing-show'],
  args: (input: unknown) => ({ input }),
  schema: uploadReceiptBody,
  invalid: (error) => uploadFailed(fieldErrorsOf(error)),
  guard: async ({ body }) => {
    const t = await getTranslations('billing.messages');
    const file = describeDataUrl(body.file);
    if (!file || !(receiptFileTypes as readonly string[]).includes(file.type)) return uploadFailed({ file: t('fileType') });
    if (file.bytes > receiptMaxBytes) return uploadFailed({ file: t('fileSize') });
  },
  call: ({ body }) => authedRequest('/billing/upload-receipt', { method: 'POST', body, schema: receiptReply }),
  failed: (error) => uploadFailed(error.fieldErrors),
  success: async () => (await getTranslations('billing.messages'))('uploaded'),
  changes: ['billing'],
});
