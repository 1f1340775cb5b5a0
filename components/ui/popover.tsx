'use client';
// Radix popover with the product's look. Root and Trigger are re-exported so server components can
// compose a popover with server-rendered content (e.g. the user menu's logout form).
import * as RadixPopover from '@radix-ui/react-popover';
import type { ComponentProps } from 'react';
import { cn } from './cn';

export const Popover = RadixPopover.Root;
export const PopoverTrigger = RadixPopover.Trigger;
export const PopoverClose = RadixPopover.Close;

export function PopoverContent({ className, sideOffset = 8, align = 'end', ...props }: ComponentProps<typeof RadixPopover.Content>) {
  return (
    <RadixPopover.Portal>
      <RadixPopover.Content
        sideOffset={sideOffset}
        align={align}
        collisionPadding={8}
        className={cn(
          'z-50 w-64 max-w-[calc(100vw-1rem)] rounded-lg border border-line bg-surface-raised p-2 text-fg shadow-lg',
          'print:hidden',
          className,
        )}
        {...props}
      />
    </RadixPopover.Portal>
  );
}
