// A form modal or drawer opens with focus on the form's first field (Radix would pick the close button, the first
// focusable element). Without a field, Radix's choice stands.

/** The first field a user can type in or choose from inside `root`. */
export function firstField(root: ParentNode): HTMLElement | null {
  return root.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])');
}

export function focusFirstField(event: Event) {
  const first = event.currentTarget instanceof HTMLElement ? firstField(event.currentTarget) : null;
  if (!first) return;
  event.preventDefault();
  first.focus();
}
