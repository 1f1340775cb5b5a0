'use client';
// A list row's menu: an icon button and its panel on the platform's popover (light dismiss, Escape, top layer),
// as popover.tsx's parts, folded into one component with no context: a page of rows renders one per row.
import { useId, useLayoutEffect, useRef, type ReactNode, type ToggleEvent } from 'react';
import { cn } from './cn';
import { MaskIcon } from './mask-icon';
import { placeUnder, popoverPanelClasses } from './popover';

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

  // Follow `open` when the owner changes it (closing after a choice), and place the panel again once open: the
  // owner may render the items only then, which changes its size.
  useLayoutEffect(() => {
    const element = panel.current;
    if (!element) return;
    if (element.matches(':popover-open') !== open) {
      if (open) element.showPopover();
      else element.hidePopover();
    }
    if (open && button.current) placeUnder(element, button.current);
  }, [open]);

  const onToggle = (event: ToggleEvent<HTMLDivElement>) => {
    const opening = event.newState === 'open';
    if (opening && button.current) placeUnder(event.currentTarget, button.current);
    onOpenChange(opening);
  };

  return (
    <>
      <button ref={button} type="button" className="btn btn-ghost btn-sm px-2" aria-label={label} disabled={disabled} popoverTarget={id} popoverTargetAction="toggle">
        <MaskIcon name="icon-mask-ellipsis-vertical" className="size-4" />
      </button>
      <div ref={panel} id={id} popover="auto" onToggle={onToggle} className={cn(popoverPanelClasses, panelClassName)}>
        {children}
      </div>
    </>
  );
}
