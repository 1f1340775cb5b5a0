import type { ComponentProps } from 'react';
import { cn } from './cn';

/** A field's error text. Give it an id and point the control's aria-describedby at it. Renders nothing when empty. */
export function FieldError({ className, children, ...props }: ComponentProps<'p'>) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <p className={cn('mt-1.5 text-sm text-danger', className)} {...props}>
      {children}
    </p>
  );
}
