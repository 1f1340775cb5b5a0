'use client';
// A modal for a form (Radix Dialog): focus trap, Escape, labelled by its title. No domain knowledge; the
// caller keeps the open state (usually in the URL, e.g. ?nuevo=1, so the modal is linkable and survives a reload).
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode, Ref } from 'react';
import { returnFocus } from '@/components/app/focus-return';
import { cn } from '@/components/ui/cn';
import { describedBy, DialogHeader } from './dialog-header';
import { DialogFooterFrameProvider } from './dialog-footer';
import { focusFirstField } from './focus-first-field';
import { dialogBoxClasses, dialogOverlayClasses } from './dialog-classes';
import { UnsavedChangesReporter, useUnsavedChangesGuard, type DiscardLabels } from './unsaved-changes';

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  /** The footer's Cancel (components/form-dialog/dialog-footer.tsx). */
  cancelLabel: string;
  /** A form that ends with its DialogFooter: the footer is the box's bottom edge (the box has no bottom padding). */
  children: ReactNode;
  className?: string;
  /** The question asked before closing while the form inside holds unsaved input (unsaved-changes.tsx); none: closes at once. */
  discard?: DiscardLabels;
  /** The title's element, for a dialog that moves focus to it (dialog-header.tsx). */
  titleRef?: Ref<HTMLHeadingElement>;
}

export function FormDialog({ open, onOpenChange, title, description, closeLabel, cancelLabel, children, className, discard, titleRef }: FormDialogProps) {
  const { report, guardedOpenChange, question } = useUnsavedChangesGuard(onOpenChange, discard);
  return (
    <Dialog.Root open={open} onOpenChange={guardedOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClasses} />
        <Dialog.Content
          className={cn(dialogBoxClasses, 'max-w-2xl px-6 pt-6', className)}
          onOpenAutoFocus={focusFirstField}
          onCloseAutoFocus={returnFocus}
          {...describedBy(description)}
        >
          <DialogHeader title={title} description={description} closeLabel={closeLabel} className="mb-4" titleRef={titleRef} />
          <UnsavedChangesReporter value={report}>
            <DialogFooterFrameProvider value={{ cancelLabel, close: () => guardedOpenChange(false), edge: '-mx-6' }}>{children}</DialogFooterFrameProvider>
          </UnsavedChangesReporter>
          {question}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
