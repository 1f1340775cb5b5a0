// An icon from lucide's data drawn as plain SVG, in server and client components alike. lucide-react 1.x makes
// every icon a client component, so each one travelled twice (its SVG in the HTML, its data in the RSC payload)
// and cost a client render on the server; this is markup only. Stroke and default size come from the `.icon`
// rule in app/globals.css, so each icon carries just its paths; size utilities (size-4…) override the default.
// Icons every page carries are drawn by CSS instead (mask-icon.tsx).
import { createElement, type SVGProps } from 'react';
import type { IconNode } from 'lucide';

export type { IconNode };

export function Icon({ icon, className, ...props }: { icon: IconNode } & Omit<SVGProps<SVGSVGElement>, 'children'>) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" {...props} className={className ? `icon ${className}` : 'icon'}>
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
