'use client';
// A booking modal that is URL state (?nuevo=1, ?editar=12): a UrlDialog whose body is its own chunk (`load`:
// Radix Dialog, the form, react-hook-form, zod, and next-intl with the bookings messages), fetched when the modal
// first opens; closing drops the parameter through the history API (no server round trip).
import { lazy, type ComponentType } from 'react';
import { UrlDialog, type UrlDialogProps } from '@/components/url-dialog/url-dialog';

type UrlModalLabels = UrlDialogProps['labels'];

/**
 * A modal component opened by the URL parameter `param` when `isOpen` accepts its value (and the props the server
 * page gave, e.g. the record ?editar= names). The chunk's default export gets the modal's props and onClose.
 */
export function createUrlModal<P extends object>(
  load: () => Promise<{ default: ComponentType<P & { onClose: () => void }> }>,
  param: string,
  isOpen: (value: string, props: P) => boolean,
) {
  const Body = lazy(load);
  return function UrlModal({ labels, ...rest }: P & { labels: UrlModalLabels }) {
    const props = rest as unknown as P;
    return (
      <UrlDialog param={param} labels={labels} width="max-w-2xl" isOpen={(value) => isOpen(value, props)}>
        {(close, value) => <Body key={value} {...props} onClose={close} />}
      </UrlDialog>
    );
  };
}
