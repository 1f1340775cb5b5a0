'use client';
// The edit modal's own chunk (loaded by edit-booking-modal.tsx when it opens): Radix Dialog, the form and the
// bookings and lists messages (the conflict notice's, the save button's) with a next-intl provider of their own.
import { useTranslations } from 'next-intl';
import { discardLabels } from '@/components/form-dialog/discard-labels';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { IntlChunkProvider } from '@/components/intl-chunk-provider';
import type { Locale } from '@/contract/locales';
import { EditBookingForm, type EditBookingFormProps } from './edit-booking-form';

export interface EditBookingDialogProps extends Omit<EditBookingFormProps, 'onDone'> {
  locale: Locale;
  timeZone: string;
  onClose: () => void;
}

function Dialog({ onClose, ...props }: Omit<EditBookingDialogProps, 'locale' | 'timeZone'>) {
  const t = useTranslations('bookings.edit');
  const tc = useTranslations('common.actions');
  const tu = useTranslations('common.unsaved');
  return (
    <FormDialog open onOpenChange={(next) => !next && onClose()} title={t('title', { id: props.booking.id })} description={t('description')} closeLabel={tc('close')} cancelLabel={tc('cancel')} discard={discardLabels(tu)}>
      <EditBookingForm {...props} onDone={onClose} />
    </FormDialog>
  );
}

export default function EditBookingDialog({ locale, timeZone, ...props }: EditBookingDialogProps) {
  return (
    <IntlChunkProvider locale={locale} timeZone={timeZone} modules={['bookings', 'common', 'lists']}>
      <Dialog {...props} />
    </IntlChunkProvider>
  );
}
