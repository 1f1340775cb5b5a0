'use client';
// The enable/disable switch of one locker. It flips only when the server confirms (docs/domain/screens.md, /lockers);
// while the call runs it is busy, and a refusal or a lost call shows as a toast with the switch left as it was.
import { useState, useTransition } from 'react';
import { cn } from '@/components/ui/cn';
import { toast } from '@/components/ui/toast';
import { callAction } from '@/lib/actions/call-action';
import { toggleLockerAction } from '@/lib/lockers/actions/toggle-locker-action';

export interface LockerToggleProps {
  id: number;
  enabled: boolean;
  label: string;
  /** Texts of the two states, shown next to the switch (state is not told by colour alone), and of a lost call. */
  states: { on: string; off: string; failed: string };
  disabled?: boolean;
}

export function LockerToggle({ id, enabled: initial, label, states, disabled }: LockerToggleProps) {
  const [enabled, setEnabled] = useState(initial);
  const [pending, startTransition] = useTransition();
  const toggle = () =>
    startTransition(async () => {
      // A call that never answers (connection lost) leaves the switch as it was, like a refusal.
      const result = await callAction(() => toggleLockerAction(id, !enabled), states.failed);
      if (result.ok) {
        setEnabled(result.data?.enabled ?? !enabled);
        toast.success(result.message);
      } else toast.error(result.message);
    });
  return (
    <label className="inline-flex items-center gap-2">
      <button
        type="button"
        role="switch"
        aria-checked={enabled}
        aria-label={label}
        aria-busy={pending || undefined}
        // Busy, it stays focusable (aria-disabled, clicks ignored): a disabled button would drop focus to the page.
        aria-disabled={pending || undefined}
        disabled={disabled}
        onClick={() => !pending && toggle()}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors disabled:opacity-60 aria-disabled:opacity-60',
          enabled ? 'bg-primary' : 'bg-line-strong',
        )}
      >
        <span aria-hidden className={cn('inline-block size-5 rounded-full bg-white shadow transition-transform', enabled ? 'translate-x-5' : 'translate-x-0')} />
      </button>
      <span aria-hidden className="text-sm text-fg-muted">{enabled ? states.on : states.off}</span>
    </label>
  );
}
