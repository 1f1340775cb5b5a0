'use client';
// A modal for a form (Radix Dialog): focus trap, Escape, labelled by its title. No domain knowledge; the
// caller keeps the open state (usually in the URL, e.g. ?nuevo=1, so the modal is linkable and survives a reload).
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { dialogContentClasses, dialogOverlayClasses } from './dialog-classes';

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  children: ReactNode;
  className?: string;
}


export function FormDialog({ open, onOpenChange, title, description, closeLabel, children, className }: FormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClasses} />
        <Dialog.Content className={cn(dialogContentClasses, 'max-w-2xl', className)} {...(description ? {} : { "aria-describedby": undefined })}>
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
              {description && <Dialog.Description className="mt-1 text-sm text-fg-muted">{description}</Dialog.Description>}
            </div>
            <Dialog.Close aria-label={closeLabel} className="-m-2 inline-flex size-10 items-center justify-center rounded-md text-fg-muted hover:bg-hover hover:text-fg">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
