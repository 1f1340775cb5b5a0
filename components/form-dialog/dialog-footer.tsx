'use client';
// A form modal's actions: Cancel and the primary action, kept at the bottom of the modal while its fields scroll,
// so the primary action is on screen at any height (1280×800 or a 375×667 phone). Goes last inside the <form>
// (its submit button submits it); the modal's padding is undone so the bar spans the modal's width.
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

export function DialogFooter({ cancelLabel, children, className }: { cancelLabel: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('sticky bottom-0 z-10 -mx-6 -mb-6 flex flex-wrap justify-end gap-2 border-t border-line bg-surface-raised px-6 py-4', className)}>
      <Dialog.Close asChild>
        <Button variant="secondary">{cancelLabel}</Button>
      </Dialog.Close>
      {children}
    </div>
  );
}
