'use client';
// Popover on the platform's own `popover` attribute: light dismiss, Escape and top-layer stacking come from the
// browser, so the menus open even before this script loads (no JavaScript library on the first load).
// The script only places the panel under its trigger and mirrors the state for controlled use.
import {
  cloneElement,
  createContext,
  isValidElement,
  use,
  useId,
  useRef,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from 'react';
import { cn } from './cn';
import { popoverPanelClasses, usePopoverPanel } from './popover-panel';

interface PopoverState {
  id: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

const PopoverContext = createContext<PopoverState | null>(null);

function usePopover(): PopoverState {
  const state = use(PopoverContext);
  if (!state) throw new Error('Popover parts must be inside <Popover>');
  return state;
}

/** `open` and `onOpenChange` are optional: without them the browser alone keeps the state. */
export function Popover({ open, onOpenChange, children }: { open?: boolean; onOpenChange?: (open: boolean) => void; children: ReactNode }) {
  const id = `popover-${useId().replace(/:/g, '')}`;
  return <PopoverContext value={{ id, open, onOpenChange }}>{children}</PopoverContext>;
}

type TriggerProps = { popoverTarget?: string; popoverTargetAction?: 'toggle' | 'show' | 'hide' };

/** With `asChild` the child element (e.g. a Button) becomes the trigger. */
export function PopoverTrigger({ asChild, children, ...props }: ComponentProps<'button'> & { asChild?: boolean }) {
  const { id } = usePopover();
  if (asChild && isValidElement(children)) {
    return cloneElement(children as ReactElement<TriggerProps>, { popoverTarget: id, popoverTargetAction: 'toggle' });
  }
  return (
    <button type="button" popoverTarget={id} popoverTargetAction="toggle" {...props}>
      {children}
    </button>
  );
}

export function PopoverContent({ className, children, ...props }: ComponentProps<'div'>) {
  const { id, open, onOpenChange } = usePopover();
  const panel = useRef<HTMLDivElement>(null);
  const onToggle = usePopoverPanel(panel, open, () => document.querySelector(`[popovertarget="${id}"]`), onOpenChange);
  return (
    <div ref={panel} id={id} popover="auto" onToggle={onToggle} className={cn(popoverPanelClasses, className)} {...props}>
      {children}
    </div>
  );
}
