'use client';
// The create modal's own chunk (loaded by create-booking-modal.tsx when it opens): Radix Dialog, the form and
// the bookings messages with a next-intl provider of their own, so none of it is in the list's first load.
import { useTranslations } from 'next-intl';
import { discardLabels } from '@/components/form-dialog/discard-labels';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { IntlChunkProvider, preloadMessages } from '@/components/intl-chunk-provider';
import type { Locale } from '@/contract/locales';
import { CreateBookingForm, type CreateBookingFormProps } from './create-booking-form';

export interface CreateBookingDialogProps extends Omit<CreateBookingFormProps, 'onDone'> {
  locale: Locale;
  timeZone: string;
  onClose: () => void;
}

const messageModules = ['bookings', 'common'] as const;

/** The chunk's messages, fetched ahead of the first opening (create-booking-button.tsx). */
export const preloadDialogMessages = (locale: Locale) => preloadMessages(locale, messageModules);

function Dialog({ onClose, ...props }: Omit<CreateBookingDialogProps, 'locale' | 'timeZone'>) {
  const t = useTranslations('bookings.form');
  const tc = useTranslations('common.actions');
  const tu = useTranslations('common.unsaved');
  return (
    <FormDialog open onOpenChange={(next) => !next && onClose()} title={t('title')} description={t('description')} closeLabel={tc('close')} cancelLabel={tc('cancel')} discard={discardLabels(tu)}>
      <CreateBookingForm {...props} onDone={onClose} />
    </FormDialog>
  );
}

export default function CreateBookingDialog({ locale, timeZone, ...props }: CreateBookingDialogProps) {
  return (
    <IntlChunkProvider locale={locale} timeZone={timeZone} modules={messageModules}>
      <Dialog {...props} />
    </IntlChunkProvider>
  );
}
