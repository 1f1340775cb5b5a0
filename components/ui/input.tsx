import type { ComponentProps } from 'react';
import { cn } from './cn';

export interface InputProps extends ComponentProps<'input'> {
  /** Marks the field invalid for assistive technology and styles it; pair with aria-describedby → FieldError. */
  invalid?: boolean;
}

export function Input({ invalid, className, ...props }: InputProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={cn('field', className)}
      {...props}
    />
  );
}
