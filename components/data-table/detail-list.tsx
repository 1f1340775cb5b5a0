// What a list's expand row shows: label and value pairs, the columns' overflow (.detail-list in app/globals.css). Plain
// markup; the caller formats the values. An item may span the whole row (a long text), or carry classes of its own
// (hidden where the row's own cells already show it).
import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

export type DetailItem = readonly [label: string, value: ReactNode, options?: { wide?: boolean; className?: string }];

export function DetailList({ items }: { items: readonly DetailItem[] }) {
  return (
    <dl className="detail-list">
      {items.map(([label, value, options]) => (
        <div key={label} className={cn(options?.wide && 'col-span-full max-w-prose', options?.className) || undefined}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
