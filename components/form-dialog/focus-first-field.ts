// A form modal or drawer opens with focus on the form's first field (Radix would pick the close button, the first
// focusable element). Without a field, Radix's choice stands.
export function focusFirstField(event: Event) {
  const first = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
    'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])',
  );
  if (!first) return;
  event.preventDefault();
  first.focus();
}
