'use client';
// "Escribir un comentario" opens the form in place; the form's chunk starts loading as soon as the pointer or
// the focus reaches the button, so it is usually there by the click.
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { Locale } from '@/contract/locales';

const load = () => import('./comment-form-chunk');
const CommentFormChunk = lazy(load);

export function CommentComposer(props: { bookingId: number; locale: Locale; timeZone: string; label: string }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button variant="secondary" onPointerEnter={load} onFocus={load} onClick={() => setOpen(true)}>
        {props.label}
      </Button>
    );
  }
  return (
    <Suspense fallback={<Spinner className="size-5 text-fg-muted" />}>
      <CommentFormChunk bookingId={props.bookingId} locale={props.locale} timeZone={props.timeZone} />
    </Suspense>
  );
}
