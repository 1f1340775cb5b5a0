import type { ReactNode } from 'react';
import { cn } from './cn';

/**
 * A table's frame that scrolls sideways on a narrow screen. Its cells hold no control, so the frame itself takes
 * focus: keyboard users scroll it with the arrow keys (axe: scrollable-region-focusable), named for screen readers.
 */
export function ScrollRegion({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={cn('relative overflow-x-auto', className)}>
      {children}
    </div>
  );
}
