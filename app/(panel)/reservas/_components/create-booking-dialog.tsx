'use client';
// The create modal's own chunk (loaded by create-booking-modal.tsx when it opens): Radix Dialog, the form and
// the bookings messages with a next-intl provider of their own, so none of it is in the list's first load.
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { use } from 'react';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import type { Locale } from '@/contract/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { CreateBookingForm, type CreateBookingFormProps } from './create-booking-form';

export interface CreateBookingDialogProps extends Omit<CreateBookingFormProps, 'onDone'> {
  locale: Locale;
  timeZone: string;
  onClose: () => void;
}

const messagesByLocale = new Map<Locale, ReturnType<typeof loadMessages>>();

function messagesFor(locale: Locale) {
  let messages = messagesByLocale.get(locale);
  if (!messages) {
    messages = loadMessages(locale, ['bookings', 'common']);
    messagesByLocale.set(locale, messages);
  }
  return messages;
}

function Dialog({ onClose, ...props }: Omit<CreateBookingDialogProps, 'locale' | 'timeZone'>) {
  const t = useTranslations('bookings.form');
  const tc = useTranslations('common.actions');
  return (
    <FormDialog open onOpenChange={(next) => !next && onClose()} title={t('title')} description={t('description')} closeLabel={tc('close')}>
      <CreateBookingForm {...props} onDone={onClose} />
    </FormDialog>
  );
}

export default function CreateBookingDialog({ locale, timeZone, ...props }: CreateBookingDialogProps) {
  const messages = use(messagesFor(locale));
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      <Dialog {...props} />
    </NextIntlClientProvider>
  );
}
