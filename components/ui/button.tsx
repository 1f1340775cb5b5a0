import type { ComponentProps, MouseEvent } from 'react';
import { cn } from './cn';

/** `danger` is the confirmation's button; `danger-outline` a destructive action on a page, placed last among its actions. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'danger-outline';
export type ButtonSize = 'sm' | 'md' | 'icon';

/** The button look, for links and other elements that should look like a button. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  // The looks are app/globals.css' .btn, .btn-{variant} and .btn-{size}: a class each, not a dozen utilities.
  return cn('btn', `btn-${variant}`, `btn-${size}`, className);
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Busy with what it started (a submit, a confirm): looks disabled and ignores clicks and Enter, but stays
   * focusable. A `disabled` button would drop the keyboard user's focus to the page's top the moment they
   * pressed it, far from the result or the errors that follow.
   */
  pending?: boolean;
}

/** A native button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({ variant, size, className, type = 'button', pending, onClick, ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses({ variant, size, className })}
      aria-disabled={pending || undefined}
      // Cancelling the click also cancels the submit it would start (Enter in a field clicks the submit button).
      onClick={pending ? ignoreWhilePending : onClick}
      {...props}
    />
  );
}

function ignoreWhilePending(event: MouseEvent<HTMLButtonElement>) {
  event.preventDefault();
}
