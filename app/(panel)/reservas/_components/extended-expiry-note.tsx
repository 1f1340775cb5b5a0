// The extend dialog's answer to "until when?": the pickup deadline the days typed would give, by the backend's own
// rule (common/booking-extension.ts: from the current deadline, or from now once it has passed), written in business
// time like every date on screen (lib/format). Nothing while the dialog refuses the days typed, or for a booking
// without a deadline. A live region, so a screen reader hears the date change as the days are typed.
import { extendedExpiry } from '@/common/booking-extension';
import { formatter } from '@/lib/format/format';

interface ExtendedExpiryNoteProps {
  id: string;
  /** The current pickup deadline (ISO). */
  expiresAt?: string | null;
  /** The days typed, once the dialog takes them; undefined otherwise. */
  days?: number;
  /** "Nuevo vencimiento: {date}". */
  template: string;
  locale: string;
}

/** The new deadline, or null when there is none to tell. Read at each render: an expired deadline counts from now. */
function newExpiry(expiresAt: string | null | undefined, days: number | undefined): Date | null {
  const expiry = expiresAt ? new Date(expiresAt) : null;
  if (!expiry || Number.isNaN(expiry.getTime()) || days === undefined) return null;
  return extendedExpiry(expiry, days, new Date());
}

export function ExtendedExpiryNote({ id, expiresAt, days, template, locale }: ExtendedExpiryNoteProps) {
  const expiry = newExpiry(expiresAt, days);
  const [before, after] = template.split('{date}');
  // The line keeps its height while empty, so the dialog does not jump as the days pass through invalid values.
  return (
    <p id={id} aria-live="polite" className="mt-2 min-h-5 text-sm text-fg-muted">
      {expiry && (
        <>
          {before}
          <strong className="font-semibold text-fg tabular-nums">{formatter(locale).dateTime(expiry)}</strong>
          {after}
        </>
      )}
    </p>
  );
}
