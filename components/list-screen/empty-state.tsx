// What a list says when it has nothing to show, with the next step: the list's own action (create, buy) when it is
// simply empty, or clearing the filters when they matched nothing. Plain markup: works without JavaScript.
import type { ReactNode } from 'react';
import { MaskIcon } from '@/components/ui/mask-icon';
import { buttonClasses } from '@/components/ui/button';
import { clientLink } from '@/components/ui/client-link';
import { Card } from '@/components/ui/card';

export interface EmptyStateProps {
  text: string;
  /** The next step when nothing is filtered, e.g. the page's create link. */
  action?: ReactNode;
  /** When filters matched nothing: the unfiltered list's URL and the link's words. */
  clear?: { href: string; label: string };
}

export function EmptyStateBody({ text, action, clear }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-4 px-4 py-8 text-center">
      <p role="status" className="text-fg-muted">
        {text}
      </p>
      {clear ? (
        <a href={clear.href} {...clientLink()} className={buttonClasses({ variant: 'secondary' })}>
          <MaskIcon name="icon-mask-x" />
          {clear.label}
        </a>
      ) : (
        action && <div className="flex flex-wrap justify-center gap-2">{action}</div>
      )}
    </div>
  );
}

export function EmptyState(props: EmptyStateProps) {
  return (
    <Card className="p-0">
      <EmptyStateBody {...props} />
    </Card>
  );
}
