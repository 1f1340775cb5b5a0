'use client';
// A modal for a form (Radix Dialog): focus trap, Escape, labelled by its title. No domain knowledge; the
// caller keeps the open state (usually in the URL, e.g. ?nuevo=1, so the modal is linkable and survives a reload).
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { returnFocus } from '@/components/app/focus-return';
import { cn } from '@/components/ui/cn';
import { describedBy, DialogHeader } from './dialog-header';
import { dialogContentClasses, dialogOverlayClasses } from './dialog-classes';
import { UnsavedChangesReporter, useUnsavedChangesGuard } from './unsaved-changes';

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  children: ReactNode;
  className?: string;
  /** Asked before closing while the form inside holds unsaved input (unsaved-changes.tsx); none: closes at once. */
  discardQuestion?: string;
}

/** Focus starts on the form's first field (Radix would pick the close button, the first focusable element). */
function focusFirstField(event: Event) {
  const first = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
    'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])',
  );
  if (!first) return;
  event.preventDefault();
  first.focus();
}

export function FormDialog({ open, onOpenChange, title, description, closeLabel, children, className, discardQuestion }: FormDialogProps) {
  const { report, guardedOpenChange } = useUnsavedChangesGuard(onOpenChange, discardQuestion);
  return (
    <Dialog.Root open={open} onOpenChange={guardedOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClasses} />
        <Dialog.Content
          className={cn(dialogContentClasses, 'max-w-2xl', className)}
          onOpenAutoFocus={focusFirstField}
          onCloseAutoFocus={returnFocus}
          {...describedBy(description)}
        >
          <DialogHeader title={title} description={description} closeLabel={closeLabel} className="mb-4" />
          <UnsavedChangesReporter value={report}>{children}</UnsavedChangesReporter>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
