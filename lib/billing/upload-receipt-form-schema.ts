// The receipt upload form's schema (loaded with the dialog). Errors are message keys (billing.messages.*), or the
// contract's own Spanish text where the contract's rule is taken as it is (the transaction id's length, shown in
// the user's language through lib/forms/contract-messages.ts); the
// file is checked apart, before it is read, against the contract's types and size (receiptFileTypes,
// receiptMaxBytes); the server re-checks everything with uploadReceiptBody.
import { z } from 'zod';
import { receiptFileTypes, receiptMaxBytes, receiptTransactionIdMaxLength } from '@/contract/billing';
import { tooLongMessage } from '@/contract/fields';

export const uploadReceiptForm = z.object({
  amount: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .regex(/^\d{1,9}([.,]\d{1,2})?$/, 'amountInvalid')
    .refine((v) => Number(v.replace(',', '.')) > 0, 'amountInvalid'),
  transaction_date: z.string({ error: 'required' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'required'),
  transaction_id: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(receiptTransactionIdMaxLength, tooLongMessage(receiptTransactionIdMaxLength)),
});
export type UploadReceiptFormValues = z.infer<typeof uploadReceiptForm>;

/** The message key of a file the API would refuse, or null. */
export function fileProblem(file: File | undefined): 'required' | 'fileType' | 'fileSize' | null {
  if (!file) return 'required';
  if (!(receiptFileTypes as readonly string[]).includes(file.type)) return 'fileType';
  if (file.size > receiptMaxBytes) return 'fileSize';
  return null;
}

export const receiptFileAccept = receiptFileTypes.join(',');

export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
