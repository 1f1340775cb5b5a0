'use client';
// What the create modal shows once the booking exists, in place of the form (create-booking-dialog.tsx): the
// drop-off code large enough to read out across a counter, until the user closes it, and the next steps (open the
// booking for its QR and print, create another, close). A toast that vanished after 5 s was the only place the
// code showed. A pre-booking has no working code yet: the panel says what it holds and until when instead. The
// tab's test booking ("Prueba") rehearses the same flow with its fixed code, and has no page to open.
import { useLocale, useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';
import { CopyButton } from '@/components/copy-button';
import { DialogFooter } from '@/components/form-dialog/dialog-footer';
import { Button, buttonClasses } from '@/components/ui/button';
import { clientLink } from '@/components/ui/client-link';
import { formatter } from '@/lib/format/format';

export interface CreatedBooking {
  /** Null for the tab's test booking, which has no page. */
  id: number | null;
  /** The drop-off code; null for a pre-booking (it opens nothing until confirmed). */
  code: string | null;
  /** The drop-off deadline, or a pre-booking's confirmation deadline. */
  expiresAt: string;
  location: string;
  size: string;
  door: number | null;
}

export interface CreatedBookingPanelProps {
  created: CreatedBooking;
  onAnother: () => void;
  /** Closes the modal before the booking opens: Back from the booking then finds the list, not a new empty form. */
  onClose: () => void;
}

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function CreatedBookingPanel({ created, onAnother, onClose }: CreatedBookingPanelProps) {
  const t = useTranslations('bookings');
  const format = formatter(useLocale());
  const until = format.dateTime(created.expiresAt);
  const details = [
    { label: t('fields.location'), value: created.location },
    { label: t('fields.size'), value: created.size },
    ...(created.door ? [{ label: t('fields.door'), value: String(created.door) }] : []),
  ];
  return (
    <div className="flex flex-col gap-5">
      {created.code ? (
        <div className="rounded-lg border border-line bg-canvas p-4">
          <p className="text-sm font-medium text-fg-muted">
            {t('fields.insert_code')}
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-2">
            <p className="font-mono text-4xl font-semibold tracking-[0.15em] text-fg tabular-nums sm:text-5xl">
              {created.code}
            </p>
            <CopyButton text={created.code} label={t('created.copy')} copiedLabel={t('created.copied')} />
          </div>
          <p className="mt-3 text-sm text-fg-muted">
            {t('created.handOver')} {t('created.dropOffUntil', { date: until })}
          </p>
        </div>
      ) : (
        <p className="rounded-lg border border-line bg-canvas p-4 text-sm text-fg">{t('created.preBooked', { date: until })}</p>
      )}
      {created.id === null && <p className="text-sm text-fg-muted">{t('created.test')}</p>}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
        {details.map(({ label, value }) => (
          <div key={label} className="min-w-0">
            <dt className="text-sm text-fg-muted">{label}</dt>
            <dd className="break-words text-fg">{value}</dd>
          </div>
        ))}
      </dl>
      {/* Three buttons do not fit one row of a phone: there the two secondary ones share the first row and the
          booking (its QR and print, what the counter hands over) takes the second, under the thumb. */}
      <DialogFooter className="[&_.btn]:grow sm:[&_.btn]:grow-0">
        <Button variant="secondary" onClick={onAnother}>
          {t('created.another')}
        </Button>
        {created.id !== null && (
          <a href={`/reservas/${created.id}`} {...clientLink()} onClick={(event) => plainClick(event) && onClose()} className={buttonClasses()}>
            {t('messages.open')}
          </a>
        )}
      </DialogFooter>
    </div>
  );
}
