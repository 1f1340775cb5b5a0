import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * A field's non-blocking warning (e.g. a CI whose check digit fails, docs/domain/validation.md): announced politely, never stops a
 * submit. Give it an id and point the control's aria-describedby at it. Renders nothing when empty.
 */
export function FieldWarning({ className, children, ...props }: ComponentProps<'p'>) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <p role="status" className={cn('mt-1.5 text-sm text-amber-800 dark:text-amber-300', className)} {...props}>
      {children}
    </p>
  );
}
