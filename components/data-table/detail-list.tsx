// What a list's expand row shows: label and value pairs, the columns' overflow (.detail-list in app/globals.css). Plain
// markup; the caller formats the values. An item may span the whole row (a long text).
import type { ReactNode } from 'react';

export type DetailItem = readonly [label: string, value: ReactNode, options?: { wide?: boolean }];

export function DetailList({ items }: { items: readonly DetailItem[] }) {
  return (
    <dl className="detail-list">
      {items.map(([label, value, options]) => (
        <div key={label} className={options?.wide ? 'col-span-full max-w-prose' : undefined}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
