'use client';
// A list row's menu: an icon button and its panel on the platform's popover (light dismiss, Escape, top layer),
// placed and controlled like popover.tsx's parts (popover-panel.ts), in one component with no context: a page of
// rows renders one per row.
import { useId, useRef, type ReactNode } from 'react';
import { cn } from './cn';
import { MaskIcon } from './mask-icon';
import { popoverPanelClasses, usePopoverPanel } from './popover-panel';

export interface MenuButtonProps {
  /** The button's accessible name, e.g. "Acciones de la reserva 12". */
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  disabled?: boolean;
  panelClassName?: string;
  children: ReactNode;
}

export function MenuButton({ label, open, onOpenChange, disabled, panelClassName, children }: MenuButtonProps) {
  const id = `menu-${useId().replace(/:/g, '')}`;
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const onToggle = usePopoverPanel(panel, open, () => button.current, onOpenChange);

  return (
    <>
      {/* Busy (an action running), it stays focusable but opens nothing: a disabled button would drop focus. */}
      <button
        ref={button}
        type="button"
        className="btn btn-ghost btn-sm px-2"
        aria-label={label}
        aria-disabled={disabled || undefined}
        popoverTarget={id}
        popoverTargetAction="toggle"
        onClick={(event) => disabled && event.preventDefault()}
      >
        <MaskIcon name="icon-mask-ellipsis-vertical" className="size-4" />
      </button>
      <div ref={panel} id={id} popover="auto" onToggle={onToggle} className={cn(popoverPanelClasses, panelClassName)}>
        {children}
      </div>
    </>
  );
}
