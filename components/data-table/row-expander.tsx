'use client';
// The expand toggles of a server-rendered table: one listener for the whole table flips a toggle's
// aria-expanded and its detail row's `hidden`. No React state, so the rows stay server components; React
// leaves both attributes alone when the page refreshes with the same rows.
import { useEffect } from 'react';

export function RowExpander({ tableId }: { tableId: string }) {
  useEffect(() => {
    const table = document.getElementById(tableId);
    if (!table) return;
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-row-toggle]') : null;
      const detail = button && document.getElementById(button.getAttribute('aria-controls') ?? '');
      if (!button || !detail || !table.contains(button)) return;
      const open = button.getAttribute('aria-expanded') !== 'true';
      button.setAttribute('aria-expanded', String(open));
      detail.hidden = !open;
    };
    table.addEventListener('click', onClick);
    return () => table.removeEventListener('click', onClick);
  }, [tableId]);
  return null;
}
