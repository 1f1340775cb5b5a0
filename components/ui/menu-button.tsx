'use client';
// A list row's menu: an icon button and its panel on the platform's popover (light dismiss, Escape, top layer),
// placed and controlled like popover.tsx's parts (popover-panel.ts), in one component with no context: a page of
// rows renders one per row. By keyboard it behaves as a menu button does: opened with Enter, Space or ↓, focus goes
// to the first item; ↓ ↑ Home End move between the items (Tab still leaves).
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
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
  // Set when the keyboard opens the menu: its items render once open, so focus moves to the first one after that.
  const focusFirst = useRef(false);

  useEffect(() => {
    if (!open || !focusFirst.current) return;
    focusFirst.current = false;
    items(panel.current)[0]?.focus();
  }, [open]);

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (disabled) return;
    if (event.key === 'Enter' || event.key === ' ') focusFirst.current = !open;
    if (event.key === 'ArrowDown' && !open) {
      event.preventDefault();
      focusFirst.current = true;
      onOpenChange(true);
    }
  }

  function onPanelKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const list = items(panel.current);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: list.length - 1 }[event.key];
    if (next === undefined || list.length === 0) return;
    event.preventDefault();
    list[(next + list.length) % list.length]!.focus();
  }

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
        onKeyDown={onButtonKeyDown}
      >
        <MaskIcon name="icon-mask-ellipsis-vertical" className="size-4" />
      </button>
      <div ref={panel} id={id} popover="auto" onToggle={onToggle} onKeyDown={onPanelKeyDown} className={cn(popoverPanelClasses, panelClassName)}>
        {children}
      </div>
    </>
  );
}

/** The menu's items a key may move to, in order. */
function items(panel: HTMLElement | null): HTMLElement[] {
  return panel ? Array.from(panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')) : [];
}
