'use client';
// The comment form with its translations: one chunk, loaded when the user asks to write a comment, so the
// booking's page does not carry the form library, its validation and the next-intl client runtime.
import { IntlChunkProvider } from '@/components/intl-chunk-provider';
import type { Locale } from '@/contract/locales';
import { CommentForm } from './comment-form';

export default function CommentFormChunk({ bookingId, locale, timeZone }: { bookingId: number; locale: Locale; timeZone: string }) {
  return (
    <IntlChunkProvider locale={locale} timeZone={timeZone} modules={['bookings', 'common']}>
      <CommentForm bookingId={bookingId} />
    </IntlChunkProvider>
  );
}
