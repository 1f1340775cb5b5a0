'use client';
// The title, optional description and close button of a form modal and a form drawer (Radix Dialog parts, so
// the dialog is labelled and described by them); the caller places it with `className`.
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide';
import type { ReactNode, Ref } from 'react';
import { cn } from '@/components/ui/cn';
import { Icon } from '@/components/ui/icon';

export interface DialogHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  className?: string;
  /**
   * For a dialog that moves focus to its title when its content changes (a form replaced by its outcome): the title
   * can then take focus, without joining the tab order or drawing a ring around text.
   */
  titleRef?: Ref<HTMLHeadingElement>;
}

export function DialogHeader({ title, description, closeLabel, className, titleRef }: DialogHeaderProps) {
  return (
    <div className={cn('flex items-start justify-between gap-4', className)}>
      <div className="min-w-0">
        <Dialog.Title ref={titleRef} tabIndex={titleRef ? -1 : undefined} className={titleRef ? 'text-lg font-semibold outline-none' : 'text-lg font-semibold'}>
          {title}
        </Dialog.Title>
        {description && <Dialog.Description className="mt-1 text-sm text-fg-muted">{description}</Dialog.Description>}
      </div>
      <Dialog.Close aria-label={closeLabel} className="-m-2 inline-flex size-10 shrink-0 items-center justify-center rounded-md text-fg-muted hover:bg-hover hover:text-fg">
        <Icon icon={X} className="size-5" />
      </Dialog.Close>
    </div>
  );
}

/** Without a description, Radix must not point aria-describedby at one. */
export function describedBy(description: ReactNode): { 'aria-describedby'?: undefined } {
  return description ? {} : { 'aria-describedby': undefined };
}
