import type { ReactNode } from 'react';
import { cn } from './cn';

/**
 * A form's own message, the one no field owns (a refusal from the server, a lost request), with what to do about it
 * when there is something (`action`, e.g. a link). role="alert": read out as it appears, wherever focus is.
 */
export function FormAlert({ children, action, className }: { children: ReactNode; action?: ReactNode; className?: string }) {
  return (
    <div role="alert" className={cn('flex flex-wrap items-center justify-between gap-2 rounded-md border border-danger px-3 py-2 text-sm text-danger', className)}>
      <p className="whitespace-pre-line">{children}</p>
      {action}
    </div>
  );
}
