'use client';
// The create modal's own chunk (loaded by create-booking-modal.tsx when it opens): Radix Dialog, the form and
// the bookings messages with a next-intl provider of their own, so none of it is in the list's first load.
// Once a booking is created the modal stays open and shows it (created-booking-panel.tsx), its title becoming the
// booking's and taking focus (docs/decisions/0012); "Crear otra" brings back an empty form. The list behind it
// refreshes at once either way (the action expires its tags).
import { CircleCheck } from 'lucide';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { discardLabels } from '@/components/form-dialog/discard-labels';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { IntlChunkProvider, preloadMessages } from '@/components/intl-chunk-provider';
import { Icon } from '@/components/ui/icon';
import type { Locale } from '@/contract/locales';
import { CreateBookingForm, type CreateBookingFormProps } from './create-booking-form';
import { CreatedBookingPanel, type CreatedBooking } from './created-booking-panel';
import { useDoorAvailability } from './use-door-availability';

export interface CreateBookingDialogProps extends Omit<CreateBookingFormProps, 'onCreated' | 'availability' | 'onAnswered' | 'focusOnMount'> {
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
  const tcreated = useTranslations('bookings.created');
  const [created, setCreated] = useState<CreatedBooking>();
  // Each form is a fresh one (empty values, a new idempotency key): "Crear otra" mounts the next.
  const [round, setRound] = useState(0);
  const { availability, refresh } = useDoorAvailability();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (created) title.current?.focus();
  }, [created]);

  const heading = created ? (
    <span className="flex items-start gap-2">
      {/* Beside the first line of a title that wraps ("Pre reserva 1234 creada" on a phone). */}
      <Icon icon={CircleCheck} className="mt-0.5 size-6 shrink-0 text-emerald-700 dark:text-emerald-400" />
      {created.id === null ? tcreated('testTitle') : tcreated(created.code ? 'title' : 'preBookedTitle', { id: created.id })}
    </span>
  ) : (
    t('title')
  );
  return (
    <FormDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={heading}
      description={created ? undefined : t('description')}
      closeLabel={tc('close')}
      cancelLabel={created ? tc('close') : tc('cancel')}
      discard={discardLabels(tu)}
      titleRef={title}
    >
      {created ? (
        <CreatedBookingPanel
          created={created}
          onClose={onClose}
          onAnother={() => {
            setCreated(undefined);
            setRound(round + 1);
          }}
        />
      ) : (
        <CreateBookingForm key={round} {...props} availability={availability} onAnswered={refresh} onCreated={setCreated} focusOnMount={round > 0} />
      )}
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
