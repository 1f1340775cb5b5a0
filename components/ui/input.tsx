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
      className={cn(
        'block h-10 w-full rounded-md border border-line-strong bg-surface px-3 text-base text-fg sm:text-sm',
        'placeholder:text-fg-muted disabled:cursor-not-allowed disabled:opacity-60',
        'aria-[invalid=true]:border-danger',
        className,
      )}
      {...props}
    />
  );
}
