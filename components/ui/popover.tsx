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
  useLayoutEffect,
  useRef,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
  type ToggleEvent,
} from 'react';
import { cn } from './cn';

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

export function PopoverClose({ children, ...props }: ComponentProps<'button'>) {
  const { id } = usePopover();
  return (
    <button type="button" popoverTarget={id} popoverTargetAction="hide" {...props}>
      {children}
    </button>
  );
}

const GAP = 8;
const EDGE = 8;

/** Under the trigger, right edges aligned, kept inside the viewport. */
export function placeUnder(panel: HTMLElement, trigger: Element) {
  const anchor = trigger.getBoundingClientRect();
  const width = panel.offsetWidth;
  const left = Math.min(Math.max(EDGE, anchor.right - width), window.innerWidth - width - EDGE);
  const below = anchor.bottom + GAP;
  const fitsBelow = below + panel.offsetHeight <= window.innerHeight - EDGE;
  panel.style.left = `${Math.max(EDGE, left)}px`;
  panel.style.right = 'auto';
  panel.style.top = `${fitsBelow ? below : Math.max(EDGE, anchor.top - GAP - panel.offsetHeight)}px`;
}

/** The panel's look; before the script places it, the top-right corner under the top bar. */
export const popoverPanelClasses =
  'fixed inset-auto top-14 right-2 m-0 z-50 w-64 max-w-[calc(100vw-1rem)] rounded-lg border border-line bg-surface-raised p-2 text-fg shadow-lg print:hidden';

export function PopoverContent({ className, children, ...props }: ComponentProps<'div'>) {
  const { id, open, onOpenChange } = usePopover();
  const ref = useRef<HTMLDivElement>(null);

  const place = (panel: HTMLElement) => {
    const trigger = document.querySelector(`[popovertarget="${id}"]`);
    if (trigger) placeUnder(panel, trigger);
  };

  // Controlled use: follow `open` when the parent changes it (e.g. closing after a choice), and place the
  // panel again once it is open, since a parent may render the contents only then (its size changes).
  useLayoutEffect(() => {
    const panel = ref.current;
    if (!panel || open === undefined) return;
    if (panel.matches(':popover-open') !== open) {
      if (open) panel.showPopover();
      else panel.hidePopover();
    }
    if (open) place(panel);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- place() reads only the stable id
  }, [open]);

  const onToggle = (event: ToggleEvent<HTMLDivElement>) => {
    const opening = event.newState === 'open';
    if (opening) place(event.currentTarget);
    onOpenChange?.(opening);
  };

  return (
    <div
      ref={ref}
      id={id}
      popover="auto"
      onToggle={onToggle}
      className={cn(popoverPanelClasses, className)}
      {...props}
    >
      {children}
    </div>
  );
}
