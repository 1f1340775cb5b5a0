'use client';
// A drawer chunk's root: the side drawer, open, with next-intl for the form inside it (loaded with the chunk).
import type { ReactNode } from 'react';
import { IntlChunkProvider, type IntlChunkProviderProps } from '@/components/intl-chunk-provider';
import type { DiscardLabels } from '@/components/form-dialog/unsaved-changes';
import { FormDrawer } from './form-drawer';

export interface IntlFormDrawerProps extends Omit<IntlChunkProviderProps, 'children'> {
  labels: { title: string; close: string; cancel: string; discard?: DiscardLabels };
  onClose: () => void;
  children: ReactNode;
}

export function IntlFormDrawer({ labels, onClose, children, ...intl }: IntlFormDrawerProps) {
  return (
    <IntlChunkProvider {...intl}>
      <FormDrawer open onOpenChange={(open) => !open && onClose()} title={labels.title} closeLabel={labels.close} cancelLabel={labels.cancel} discard={labels.discard}>
        {children}
      </FormDrawer>
    </IntlChunkProvider>
  );
}
