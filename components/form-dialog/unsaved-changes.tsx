'use client';
// Unsaved input in a drawer or modal: the form inside reports whether it holds any, and closing the drawer by
// Escape, a click beside it or its close button then asks before the input is thrown away. Saving closes it
// through the form's own path, without asking.
import { createContext, useCallback, useContext, useEffect, useRef } from 'react';

const ReportUnsaved = createContext<((unsaved: boolean) => void) | null>(null);

/** Wraps a dialog's content: the forms inside report to the dialog through it. */
export const UnsavedChangesReporter = ReportUnsaved.Provider;

/**
 * For a dialog: `report` (the UnsavedChangesReporter's value) and its close handler, which asks `question` first,
 * when one is given, while a form inside reports unsaved input.
 */
export function useUnsavedChangesGuard(onOpenChange: (open: boolean) => void, question: string | undefined) {
  const unsaved = useRef(false);
  const report = useCallback((value: boolean) => {
    unsaved.current = value;
  }, []);
  const guardedOpenChange = (open: boolean) => {
    if (!open && question && unsaved.current && !window.confirm(question)) return;
    onOpenChange(open);
  };
  return { report, guardedOpenChange };
}

/** For a form inside a drawer or modal: reports whether it holds input not yet saved. */
export function useReportUnsaved(unsaved: boolean) {
  const report = useContext(ReportUnsaved);
  useEffect(() => {
    report?.(unsaved);
    return () => report?.(false);
  }, [report, unsaved]);
}
