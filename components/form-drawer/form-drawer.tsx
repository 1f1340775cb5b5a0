'use client';
// A side drawer for a create or edit form (Radix Dialog styled as a right-side sheet): focus trap, Escape,
// labelled by its title, focus on the first field, the body scrolls between a fixed header and the form's sticky
// footer (Cancel and the primary action), which is the body's bottom edge: no bottom padding under it, and a short
// form grows to the drawer's height with the footer at its end (its forms are flex columns). No domain knowledge;
// the caller keeps the open state in the URL (?nuevo=1, ?editar=12), so the drawer is linkable and survives a reload.
import * as Dialog from '@radix-ui/react-dialog';
import { returnFocus } from '@/components/app/focus-return';
import { cn } from '@/components/ui/cn';
import { describedBy, DialogHeader } from '@/components/form-dialog/dialog-header';
import type { FormDialogProps } from '@/components/form-dialog/form-dialog';
import { DialogFooterFrameProvider } from '@/components/form-dialog/dialog-footer';
import { focusFirstField } from '@/components/form-dialog/focus-first-field';
import { UnsavedChangesReporter, useUnsavedChangesGuard } from '@/components/form-dialog/unsaved-changes';
import { drawerContentClasses, drawerOverlayClasses } from './drawer-classes';

/** The same parts as a form modal. */
export type FormDrawerProps = FormDialogProps;

export function FormDrawer({ open, onOpenChange, title, description, closeLabel, cancelLabel, children, className, discard }: FormDrawerProps) {
  const { report, guardedOpenChange, question } = useUnsavedChangesGuard(onOpenChange, discard);
  return (
    <Dialog.Root open={open} onOpenChange={guardedOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={drawerOverlayClasses} />
        <Dialog.Content className={cn(drawerContentClasses, className)} onOpenAutoFocus={focusFirstField} onCloseAutoFocus={returnFocus} {...describedBy(description)}>
          <DialogHeader title={title} description={description} closeLabel={closeLabel} className="border-b border-line px-6 py-4" />
          <div className="flex min-h-0 flex-1 flex-col overflow-y-auto px-6 pt-5 *:grow">
            <UnsavedChangesReporter value={report}>
              <DialogFooterFrameProvider value={{ cancelLabel, close: () => guardedOpenChange(false), edge: '-mx-6 mt-auto' }}>{children}</DialogFooterFrameProvider>
            </UnsavedChangesReporter>
          </div>
          {question}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
