'use client';
// A side drawer for a create or edit form (Radix Dialog styled as a right-side sheet): focus trap, Escape,
// labelled by its title, the body scrolls under a fixed header. No domain knowledge; the caller keeps the open
// state in the URL (?nuevo=1, ?editar=12), so the drawer is linkable and survives a reload.
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { drawerContentClasses, drawerOverlayClasses } from './drawer-classes';

export interface FormDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  children: ReactNode;
  className?: string;
}

export function FormDrawer({ open, onOpenChange, title, description, closeLabel, children, className }: FormDrawerProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={drawerOverlayClasses} />
        <Dialog.Content className={cn(drawerContentClasses, className)} {...(description ? {} : { 'aria-describedby': undefined })}>
          <div className="flex items-start justify-between gap-4 border-b border-line px-6 py-4">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
              {description && <Dialog.Description className="mt-1 text-sm text-fg-muted">{description}</Dialog.Description>}
            </div>
            <Dialog.Close aria-label={closeLabel} className="-m-2 inline-flex size-10 shrink-0 items-center justify-center rounded-md text-fg-muted hover:bg-hover hover:text-fg">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
