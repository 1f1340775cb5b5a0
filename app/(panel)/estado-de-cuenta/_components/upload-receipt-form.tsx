'use client';
// A bank transfer's receipt (in the statement dialogs' chunk), under the account to transfer to when the deployment
// has one: amount, date, transaction id and the file. The
// file's type and size are checked before it is read or sent; any failure says "Error al subir el comprobante"
// with the reason on its field. Success closes the dialog and shows a toast.
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { FormFooter } from '@/components/form-fields/form-fields';
import { useContractMessages } from '@/components/form-fields/use-contract-messages';
import { FieldError } from '@/components/ui/field-error';
import { FileInput } from '@/components/ui/file-input';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast';
import { callAction } from '@/lib/actions/call-action';
import { uploadReceiptAction } from '@/lib/billing/actions/upload-receipt-action';
import type { TransferAccount } from '@/contract/prices';
import { fileProblem, readAsDataUrl, receiptFileAccept, uploadReceiptForm, type UploadReceiptFormValues } from '@/lib/billing/upload-receipt-form-schema';
import { TransferAccountDetails } from './transfer-account';

type Field = FieldPath<UploadReceiptFormValues> | 'file';
const messageKeys = new Set(['required', 'amountInvalid', 'fileType', 'fileSize']);

export function UploadReceiptForm({ transferAccount, onDone }: { transferAccount?: TransferAccount; onDone: () => void }) {
  const t = useTranslations('billing');
  const te = useTranslations('errors');
  const tc = useTranslations('common');
  const contractText = useContractMessages();
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, formState, setError } = useForm<UploadReceiptFormValues>({
    resolver: zodResolver(uploadReceiptForm),
    defaultValues: { amount: '', transaction_date: '', transaction_id: '' },
  });
  const busy = formState.isSubmitting;
  const text = (message: string | undefined) => (message && messageKeys.has(message) ? t(`messages.${message}` as 'messages.required') : contractText(message));
  const errors: Partial<Record<Field, string>> = {
    amount: text(formState.errors.amount?.message),
    transaction_date: text(formState.errors.transaction_date?.message),
    transaction_id: text(formState.errors.transaction_id?.message),
    file: fileError,
  };

  function checkFile(chosen: File | undefined) {
    setFile(chosen);
    const problem = fileProblem(chosen);
    setFileError(problem && chosen ? t(`messages.${problem}`) : undefined);
  }

  async function submit(values: UploadReceiptFormValues) {
    setFormError(undefined);
    const problem = fileProblem(file);
    if (problem || !file) {
      setFileError(t(`messages.${problem ?? 'required'}`));
      setFormError(t('messages.uploadFailed'));
      return;
    }
    const receipt = { ...values, amount: values.amount.replace(',', '.'), file: await readAsDataUrl(file) };
    const result = await callAction(() => uploadReceiptAction(receipt), te('unexpected'));
    if (result.ok) {
      toast.success(result.message);
      onDone();
      return;
    }
    for (const [name, message] of Object.entries(result.fieldErrors ?? {})) {
      if (name === 'file') setFileError(message);
      else if (name in errors) setError(name as FieldPath<UploadReceiptFormValues>, { message });
    }
    setFormError(result.message);
  }

  const field = (name: Field, label: string, control: ReactNode, hint?: string) => (
    <div>
      <Label htmlFor={`receipt-${name}`}>{label}</Label>
      {control}
      {errors[name] ? (
        <FieldError id={`receipt-${name}-error`}>{errors[name]}</FieldError>
      ) : (
        hint && <p id={`receipt-${name}-hint`} className="mt-1.5 text-sm text-fg-muted">{hint}</p>
      )}
    </div>
  );
  const described = (name: Field, hint = false) => (errors[name] ? `receipt-${name}-error` : hint ? `receipt-${name}-hint` : undefined);

  return (
    <form onSubmit={(event) => void handleSubmit(submit, () => !file && setFileError(t('messages.required')))(event)} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {transferAccount && (
        <div className="sm:col-span-2">
          <TransferAccountDetails account={transferAccount} />
        </div>
      )}
      {field('amount', t('upload.amount'), (
        <Input id="receipt-amount" inputMode="decimal" autoComplete="off" readOnly={busy} invalid={Boolean(errors.amount)} aria-describedby={described('amount')} {...register('amount')} />
      ))}
      {field('transaction_date', t('upload.transaction_date'), (
        <Input id="receipt-transaction_date" type="date" readOnly={busy} invalid={Boolean(errors.transaction_date)} aria-describedby={described('transaction_date')} {...register('transaction_date')} />
      ))}
      <div className="sm:col-span-2">
        {field('transaction_id', t('upload.transaction_id'), (
          <Input id="receipt-transaction_id" autoComplete="off" readOnly={busy} invalid={Boolean(errors.transaction_id)} aria-describedby={described('transaction_id')} {...register('transaction_id')} />
        ))}
      </div>
      <div className="sm:col-span-2">
        {field('file', t('upload.file'), (
          <FileInput
            id="receipt-file"
            accept={receiptFileAccept}
            disabled={busy}
            invalid={Boolean(errors.file)}
            aria-describedby={described('file', true)}
            onChange={(event) => checkFile(event.target.files?.[0])}
            labels={{ choose: tc('file.choose'), none: tc('file.none') }}
          />
        ), t('upload.fileHint'))}
      </div>
      <FormFooter formError={formError} submitting={busy} submitLabel={t('upload.submit')} submittingLabel={t('upload.submitting')} className="sm:col-span-2" />
    </form>
  );
}
