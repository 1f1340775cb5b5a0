import { CircleCheck } from 'lucide';
import { cn } from './cn';
import { FormAlert } from './form-alert';
import { Icon } from './icon';

/**
 * An action's outcome written in the page: a success as a status (the shape of FormAlert, in the calm colour), a
 * refusal as an alert, read out as it appears.
 */
export function OutcomeMessage({ ok, message, className }: { ok: boolean; message: string; className?: string }) {
  return ok ? (
    <p role="status" className={cn('flex items-center gap-2 rounded-md bg-primary-soft px-3 py-2 text-sm font-medium text-primary-soft-fg', className)}>
      <Icon icon={CircleCheck} className="size-4 shrink-0" />
      {message}
    </p>
  ) : (
    <FormAlert className={className}>{message}</FormAlert>
  );
}
