// The booking's comments thread (booking-comments): oldest first, each with its author and time, and a form to
// add one. A failed load is a short note; the rest of the page still shows.
import { getFormatter, getLocale, getTimeZone } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/server';
import type { Locale } from '@/contract/locales';
import type { BookingComment } from '@/contract/booking-comments';
import { Button } from '@/components/ui/button';
import { Island } from '@/components/ui/island';
import { CommentComposer } from './comment-composer';

export async function BookingComments({ bookingId, comments }: { bookingId: number; comments: BookingComment[] | null }) {
  const [t, format, locale, timeZone] = await Promise.all([getTranslations('bookings.comments'), getFormatter(), getLocale(), getTimeZone()]);
  return (
    <>
      {comments === null ? (
        <p className="mb-3 text-sm text-fg-muted">{t('failed')}</p>
      ) : comments.length === 0 ? (
        <p className="mb-3 text-sm text-fg-muted">{t('empty')}</p>
      ) : (
        <ol aria-label={t('title')} className="mb-4 space-y-3">
          {comments.map((comment) => (
            <li key={comment.id} className="rounded-md border border-line p-3">
              <p className="text-xs text-fg-muted">
                {comment.user?.name || t('unknownAuthor')} · {format.dateTime(new Date(comment.created_at), { dateStyle: 'short', timeStyle: 'short' })}
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words text-fg">{comment.body}</p>
            </li>
          ))}
        </ol>
      )}
      <div className="print:hidden">
        <Island placeholder={<Button variant="secondary" aria-disabled>{t('write')}</Button>}>
          <CommentComposer bookingId={bookingId} locale={locale as Locale} timeZone={timeZone} label={t('write')} />
        </Island>
      </div>
    </>
  );
}
