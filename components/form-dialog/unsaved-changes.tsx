'use client';
// Unsaved input in a drawer or modal: the form inside reports whether it holds any, and closing the drawer by
// Escape, a click beside it, its close button or the footer's Cancel then asks before the input is thrown away.
// The question is the app's own alert dialog (ConfirmDialog, over the form's): the browser's window.confirm showed
// the site's address and OK/Cancel in the browser's language and look. "Seguir editando" (focused first, and what
// Escape or a click beside it answers) gives focus back where it was in the form; "Descartar" closes the form.
// Saving closes it through the form's own path, without asking.
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';

const ReportUnsaved = createContext<((unsaved: boolean) => void) | null>(null);

/** Wraps a dialog's content: the forms inside report to the dialog through it. */
export const UnsavedChangesReporter = ReportUnsaved.Provider;

/** The question's texts (common.unsaved). */
export interface DiscardLabels {
  title: string;
  body: string;
  keep: string;
  discard: string;
}

/**
 * For a dialog: `report` (the UnsavedChangesReporter's value), its close handler, which asks first, when `labels`
 * are given, while a form inside reports unsaved input, and `question`, to render inside the dialog's content.
 */
export function useUnsavedChangesGuard(onOpenChange: (open: boolean) => void, labels: DiscardLabels | undefined) {
  const unsaved = useRef(false);
  // Where focus was when the question opened (the field Escape was pressed in, the close button).
  const focusedBefore = useRef<HTMLElement | null>(null);
  const [asking, setAsking] = useState(false);
  const report = useCallback((value: boolean) => {
    unsaved.current = value;
  }, []);
  const guardedOpenChange = (open: boolean) => {
    if (!open && labels && unsaved.current) {
      // Asked already: the form's dialog also hears an Escape meant for the question (confirm-dialog.tsx).
      if (asking) return;
      focusedBefore.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setAsking(true);
      return;
    }
    onOpenChange(open);
  };
  const question: ReactNode =
    asking && labels ? (
      <ConfirmDialog
        open
        onOpenChange={(open) => !open && setAsking(false)}
        title={labels.title}
        description={labels.body}
        confirmLabel={labels.discard}
        cancelLabel={labels.keep}
        onConfirm={async () => onOpenChange(false)}
        onCloseAutoFocus={(event) => {
          // Kept editing: back to where focus was. Discarded: the form is gone, and its own dialog returns focus.
          event.preventDefault();
          if (focusedBefore.current?.isConnected) focusedBefore.current.focus();
        }}
      />
    ) : null;
  return { report, guardedOpenChange, question };
}

/** For a form inside a drawer or modal: reports whether it holds input not yet saved. */
export function useReportUnsaved(unsaved: boolean) {
  const report = useContext(ReportUnsaved);
  useEffect(() => {
    report?.(unsaved);
    return () => report?.(false);
  }, [report, unsaved]);
}
