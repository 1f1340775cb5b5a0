// A table row's expand toggle and the detail row it opens, as markup (styled by .row-toggle and .row-detail in
// app/globals.css). Server tables render them closed and row-expander.tsx flips them by the data-row-toggle
// attribute; rows drawn by a client component pass their own state and click handler.
import type { ReactNode } from 'react';
import { MaskIcon } from '@/components/ui/mask-icon';
import { cn } from '@/components/ui/cn';

export const detailRowId = (rowId: string | number) => `row-detail-${rowId}`;

interface RowToggleCellProps {
  rowId: string | number;
  label: string;
  open?: boolean;
  onToggle?: () => void;
  /** More classes for the cell, e.g. responsive hiding. */
  className?: string;
}

export function RowToggleCell({ rowId, label, open = false, onToggle, className }: RowToggleCellProps) {
  return (
    <td className={cn('row-toggle-cell', className)}>
      <button
        type="button"
        data-row-toggle={onToggle ? undefined : ''}
        aria-expanded={open}
        aria-controls={detailRowId(rowId)}
        aria-label={label}
        className="row-toggle"
        onClick={onToggle}
      >
        <MaskIcon name="icon-mask-chevron-down" />
      </button>
    </td>
  );
}

/** Hidden until its toggle opens it; `children` may be left out while closed (drawn on demand). */
export function DetailRow({ rowId, colSpan, open = false, children }: { rowId: string | number; colSpan: number; open?: boolean; children?: ReactNode }) {
  return (
    <tr id={detailRowId(rowId)} hidden={!open} className="row-detail">
      <td colSpan={colSpan}>{children}</td>
    </tr>
  );
}
