'use client';
// The enable/disable switch of one locker. It flips only when the server confirms (docs/domain/screens.md, /lockers);
// while the call runs it is busy, and a refusal or a lost call shows as a toast with the switch left as it was.
// Disabling stops the locker's bookings and its keypad, and on a phone the switch sits where a scrolling thumb lands,
// so switching off asks first (the app's ConfirmDialog, a chunk loaded on the first hover, focus or press); switching
// on stays one press. The switch is a button with a handler, not a form: without JavaScript it does nothing, so no
// path disables a locker without the question.
import { lazy, Suspense, useState, useTransition, type MouseEvent } from 'react';
import { cn } from '@/components/ui/cn';
import { toast } from '@/components/ui/toast';
import { callAction } from '@/lib/actions/call-action';
import { toggleLockerAction } from '@/lib/lockers/actions/toggle-locker-action';

const loadConfirm = () => import('@/components/confirm-dialog').then((module) => ({ default: module.ConfirmDialog }));
const ConfirmDialog = lazy(loadConfirm);
const preloadConfirm = () => void loadConfirm().catch(() => {});

/** The question asked before disabling: title (with the locker's name), what it means, the two buttons. */
export interface DisableLockerLabels {
  title: string;
  body: string;
  confirm: string;
  cancel: string;
}

export interface LockerToggleProps {
  id: number;
  enabled: boolean;
  label: string;
  /** Texts of the two states, shown next to the switch (state is not told by colour alone), and of a lost call. */
  states: { on: string; off: string; failed: string };
  disable: DisableLockerLabels;
  disabled?: boolean;
}

export function LockerToggle({ id, enabled: initial, label, states, disable, disabled }: LockerToggleProps) {
  const [enabled, setEnabled] = useState(initial);
  const [asking, setAsking] = useState(false);
  const [pending, startTransition] = useTransition();
  const apply = async (next: boolean) => {
    // A call that never answers (connection lost) leaves the switch as it was, like a refusal.
    const result = await callAction(() => toggleLockerAction(id, next), states.failed);
    if (result.ok) {
      setEnabled(result.data?.enabled ?? next);
      toast.success(result.message);
    } else toast.error(result.message);
  };
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (pending) return;
    if (!enabled) return startTransition(() => apply(true));
    // Safari does not focus a clicked button; focused, the switch is where the dialog gives focus back (returnFocus).
    event.currentTarget.focus();
    setAsking(true);
  };
  return (
    <>
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
          onClick={press}
          onPointerEnter={enabled ? preloadConfirm : undefined}
          onFocus={enabled ? preloadConfirm : undefined}
          className={cn(
            'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors disabled:opacity-60 aria-disabled:opacity-60',
            enabled ? 'bg-primary' : 'bg-line-strong',
          )}
        >
          <span aria-hidden className={cn('inline-block size-5 rounded-full bg-white shadow transition-transform', enabled ? 'translate-x-5' : 'translate-x-0')} />
        </button>
        <span aria-hidden className="text-sm text-fg-muted">{enabled ? states.on : states.off}</span>
      </label>
      {asking && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && setAsking(false)}
            title={disable.title}
            description={disable.body}
            confirmLabel={disable.confirm}
            cancelLabel={disable.cancel}
            onConfirm={() => apply(false)}
          />
        </Suspense>
      )}
    </>
  );
}
