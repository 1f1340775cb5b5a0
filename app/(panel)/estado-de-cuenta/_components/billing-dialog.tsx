'use client';
// The statement's dialogs, one chunk loaded when one opens (billing-modals.tsx): Radix Dialog, the forms,
// react-hook-form, zod and next-intl with the billing messages, none of it in the page's first load.
import { useTranslations } from 'next-intl';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { IntlChunkProvider } from '@/components/intl-chunk-provider';
import type { Locale } from '@/contract/locales';
import type { PricesReply } from '@/contract/prices';
import { RechargeForm } from './recharge-form';
import { UploadReceiptForm } from './upload-receipt-form';

export type BillingDialogKind = 'recharge' | 'upload';

export interface BillingDialogProps {
  kind: BillingDialogKind;
  locale: Locale;
  timeZone: string;
  prices: PricesReply;
  onClose: () => void;
}

function Dialog({ kind, prices, onClose }: Pick<BillingDialogProps, 'kind' | 'prices' | 'onClose'>) {
  const t = useTranslations('billing');
  const section = kind === 'recharge' ? 'recharge' : 'upload';
  return (
    <FormDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t(`${section}.title`)}
      description={t(`${section}.description`)}
      closeLabel={t('actions.close')}
      cancelLabel={t('actions.cancel')}
      className="max-w-lg"
    >
      {kind === 'recharge' ? <RechargeForm prices={prices} /> : <UploadReceiptForm transferAccount={prices.transfer_account} onDone={onClose} />}
    </FormDialog>
  );
}

export default function BillingDialog({ locale, timeZone, ...props }: BillingDialogProps) {
  return (
    <IntlChunkProvider locale={locale} timeZone={timeZone} modules={['billing', 'common']}>
      <Dialog {...props} />
    </IntlChunkProvider>
  );
}
