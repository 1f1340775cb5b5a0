'use client';
// A panel on the platform's `popover` attribute tied to its trigger: placed under the trigger as it opens and, in
// controlled use, shown or hidden to follow `open`. Shared by Popover's parts and by the rows' MenuButton.
import { useLayoutEffect, type RefObject, type ToggleEvent } from 'react';

const GAP = 8;
const EDGE = 8;

/** Under the trigger, right edges aligned, kept inside the viewport. */
function placeUnder(panel: HTMLElement, trigger: Element) {
  const anchor = trigger.getBoundingClientRect();
  const width = panel.offsetWidth;
  const left = Math.min(Math.max(EDGE, anchor.right - width), window.innerWidth - width - EDGE);
  const below = anchor.bottom + GAP;
  const fitsBelow = below + panel.offsetHeight <= window.innerHeight - EDGE;
  panel.style.left = `${Math.max(EDGE, left)}px`;
  panel.style.right = 'auto';
  panel.style.top = `${fitsBelow ? below : Math.max(EDGE, anchor.top - GAP - panel.offsetHeight)}px`;
}

/**
 * The panel's look (globals.css; before the script places it, the top-right corner under the top bar). A component
 * class, so that a caller's `w-56` or `p-1` wins over its width and padding.
 */
export const popoverPanelClasses = 'popover-panel';

/**
 * Returns the panel's `onToggle`. `open` undefined leaves the state to the browser alone. `trigger` is read when
 * the panel is placed, so it may look the trigger up (a ref's current element, or a query).
 */
export function usePopoverPanel(
  ref: RefObject<HTMLElement | null>,
  open: boolean | undefined,
  trigger: () => Element | null,
  onOpenChange?: (open: boolean) => void,
) {
  const place = (panel: HTMLElement) => {
    const anchor = trigger();
    if (anchor) placeUnder(panel, anchor);
  };

  // Follow `open` when the owner changes it (closing after a choice), and place the panel again once open: the
  // owner may render the contents only then, which changes its size.
  useLayoutEffect(() => {
    const panel = ref.current;
    if (!panel || open === undefined) return;
    if (panel.matches(':popover-open') !== open) {
      if (open) panel.showPopover();
      else {
        // Closed after a choice: focus was on the chosen item (or went with it, when the contents unmount), so
        // it goes back to the trigger instead of falling to the page.
        const focused = document.activeElement;
        const hadFocus = !focused || focused === document.body || panel.contains(focused);
        panel.hidePopover();
        if (hadFocus) (trigger() as HTMLElement | null)?.focus();
      }
    }
    if (open) place(panel);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- trigger() is read at call time, its identity is irrelevant
  }, [open]);

  return (event: ToggleEvent<HTMLElement>) => {
    const opening = event.newState === 'open';
    if (opening) place(event.currentTarget);
    onOpenChange?.(opening);
  };
}
