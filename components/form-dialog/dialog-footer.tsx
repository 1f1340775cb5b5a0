'use client';
// A form's action bar. Inside a form modal or drawer it is the dialog's footer: the bottom edge of the box the fields
// scroll in (that box has no bottom padding, so nothing shows beneath the bar), on screen at any height, 1280×800 or
// a 375×667 phone, with Cancel before the form's own actions; Cancel closes through the dialog, which asks first
// about unsaved input. Elsewhere (a form on a page) it is a plain right-aligned row. No Radix here: public pages'
// forms use it too.
import { createContext, useContext, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

export interface DialogFooterFrame {
  cancelLabel: string;
  close: () => void;
  /** Undoes the scroll box's side padding, so the bar spans the dialog; in a drawer, also pushes a short form's bar down to the bottom edge. */
  edge: string;
}

const Frame = createContext<DialogFooterFrame | null>(null);

/** Given by FormDialog and FormDrawer to the forms inside them. */
export const DialogFooterFrameProvider = Frame.Provider;

export interface DialogFooterProps {
  children: ReactNode;
  className?: string;
  /** Cancel while the form is busy. */
  disabled?: boolean;
  /**
   * The form's own message (FormAlert, ConflictNotice), just above the buttons. In a dialog it is part of the bar,
   * so it shows beside the button just pressed however far the fields are scrolled; a tall one scrolls within its
   * part, so the buttons stay on screen.
   */
  notice?: ReactNode;
}

/** Goes last inside the <form> (its submit button submits it). */
export function DialogFooter({ children, className, disabled, notice }: DialogFooterProps) {
  const frame = useContext(Frame);
  if (!frame) {
    return (
      <>
        {notice}
        <div className={cn('flex justify-end gap-2', className)}>{children}</div>
      </>
    );
  }
  return (
    <div className={cn('sticky bottom-0 z-10 border-t border-line bg-surface-raised px-6 py-4', frame.edge, className)}>
      {notice && <div className="mb-3 flex max-h-[40dvh] flex-col gap-3 overflow-y-auto">{notice}</div>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={frame.close} disabled={disabled}>
          {frame.cancelLabel}
        </Button>
        {children}
      </div>
    </div>
  );
}
