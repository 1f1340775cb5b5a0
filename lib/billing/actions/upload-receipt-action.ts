'use server';
// POST /billing/upload-receipt – a bank transfer's proof (docs/domain/backend-calls.md). The file arrives as a data URL; type and
// size are checked here before the call (the browser checked them too; the API checks the bytes again).
// Any failure says "Error al subir el comprobante" (docs/domain/errors.md), with the reason on its field when there is one.
import { getTranslations } from '@/lib/i18n/server';
import { receiptFileTypes, receiptMaxBytes, receiptReply, uploadReceiptBody } from '@/contract/billing';
import { ApiError } from '../../api-errors';
import { revalidateBookings, type ActionResult } from '../../bookings/actions/action-result';
import { authedRequest, requirePermission } from '../../session';
import { fieldErrorsOf } from '../../forms/field-errors';

/** Bytes a base64 data URL decodes to, and its declared type. */
function describeDataUrl(dataUrl: string): { type: string; bytes: number } | null {
  const match = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/i.exec(dataUrl);
  if (!match) return null;
  const base64 = match[2]!;
  return { type: match[1]!.toLowerCase(), bytes: Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0) };
}

export async function uploadReceiptAction(input: unknown): Promise<ActionResult> {
  await requirePermission('billing-show');
  const t = await getTranslations('billing.messages');
  const failed = (fieldErrors?: Record<string, string>): ActionResult => ({ ok: false, message: t('uploadFailed'), fieldErrors });
  const parsed = uploadReceiptBody.safeParse(input);
  if (!parsed.success) return failed(fieldErrorsOf(parsed.error));
  const file = describeDataUrl(parsed.data.file);
  if (!file || !(receiptFileTypes as readonly string[]).includes(file.type)) return failed({ file: t('fileType') });
  if (file.bytes > receiptMaxBytes) return failed({ file: t('fileSize') });
  try {
    await authedRequest('/billing/upload-receipt', { method: 'POST', body: parsed.data, schema: receiptReply });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return failed(error.fieldErrors);
  }
  revalidateBookings();
  return { ok: true, message: t('uploaded') };
}
