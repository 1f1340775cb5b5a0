'use client';
// Where focus goes when a dialog closes. Radix's Dialog sends it back to its Trigger, but ours open from links,
// URL state (?nuevo=1, ?editar=12) and row menus whose items are gone by then, so focus fell to the page's top.
// The root layout remembers the last control focused outside a dialog; dialogs send focus back to it, or to its
// stand-in: the menu button of the menu it was in, a link to the same place, else the page's main content.
import { useEffect } from 'react';

interface Opener {
  element: HTMLElement;
  /** The id of the popover (row menu) it was in: its button takes focus when the item is gone. */
  popover: string | undefined;
  href: string | null;
}

let opener: Opener | null = null;

function remember(event: FocusEvent) {
  const element = event.target;
  if (!(element instanceof HTMLElement) || element.closest('[role="dialog"], [role="alertdialog"]')) return;
  opener = { element, popover: element.closest<HTMLElement>('[popover]')?.id, href: element.getAttribute('href') };
}

/**
 * A focused control that disappears (an action's button once its action is done, a deleted row's menu) leaves
 * focus on the page's top: it goes to the control's stand-in, else the main content, as a closing dialog's does.
 * Not when the page itself changed (a navigation starts a new page at its top, skip link first).
 */
function recoverLostFocus(event: FocusEvent) {
  const element = event.target;
  if (event.relatedTarget || !(element instanceof HTMLElement)) return;
  // The page as it was: a navigation changes the address or (between layouts, as after signing in) the main element.
  const page = window.location.href;
  const main = document.getElementById('main');
  setTimeout(() => {
    if (window.location.href !== page || document.getElementById('main') !== main) return;
    if (element.isConnected || (document.activeElement && document.activeElement !== document.body)) return;
    const target = (opener && standIn(opener)) ?? document.getElementById('main');
    target?.focus();
  });
}

export function FocusReturn() {
  useEffect(() => {
    document.addEventListener('focusin', remember);
    document.addEventListener('focusout', recoverLostFocus);
    return () => {
      document.removeEventListener('focusin', remember);
      document.removeEventListener('focusout', recoverLostFocus);
    };
  }, []);
  return null;
}

const shown = (element: unknown): element is HTMLElement => element instanceof HTMLElement && element.isConnected && element.checkVisibility();

function standIn({ element, popover, href }: Opener): HTMLElement | null {
  if (shown(element)) return element;
  const candidates = [
    popover && document.querySelector(`[popovertarget="${CSS.escape(popover)}"]`),
    href && document.querySelector(`a[href="${CSS.escape(href)}"]`),
  ];
  return candidates.find(shown) ?? null;
}

/** A dialog's `onCloseAutoFocus`. */
export function returnFocus(event: Event) {
  event.preventDefault();
  const target = (opener && standIn(opener)) ?? document.getElementById('main');
  target?.focus();
}
