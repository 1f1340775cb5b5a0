'use client';
// Asks before a destructive action. The confirm button shows progress and ignores clicks while it runs;
// the dialog closes when the action is done (the caller shows the outcome as a toast).
import * as Dialog from '@radix-ui/react-dialog';
import { useTransition, type ReactNode } from 'react';
import { returnFocus } from '@/components/app/focus-return';
import { dialogContentClasses, dialogOverlayClasses } from '@/components/form-dialog/dialog-classes';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Runs the action and shows its outcome; never rejects (callAction turns a failed request into a refusal). */
  onConfirm: () => Promise<unknown>;
  destructive?: boolean;
  /** Where focus goes once it closes; by default back to the control that opened it (returnFocus). */
  onCloseAutoFocus?: (event: Event) => void;
}

export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, cancelLabel, onConfirm, destructive = true, onCloseAutoFocus = returnFocus }: ConfirmDialogProps) {
  const [pending, startTransition] = useTransition();
  const confirm = () =>
    startTransition(async () => {
      await onConfirm();
      onOpenChange(false);
    });
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClasses} />
        <Dialog.Content
          role="alertdialog"
          className={cn(dialogContentClasses, 'max-w-md')}
          onCloseAutoFocus={onCloseAutoFocus}
          // Over another dialog (unsaved-changes.tsx), Radix's outer layer keeps its Escape listener and marks the key
          // handled before this one sees it, so this dialog closes on Escape itself.
          onKeyDown={(event) => event.key === 'Escape' && !pending && onOpenChange(false)}
        >
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-fg-muted">{description}</Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={pending}>
                {cancelLabel}
              </Button>
            </Dialog.Close>
            <Button variant={destructive ? 'danger' : 'primary'} onClick={confirm} pending={pending}>
              {pending && <Spinner className="size-5 text-current" />}
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
