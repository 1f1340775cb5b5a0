// Previous / next links of a server-paged list: plain links, so paging works without JavaScript; with it they are
// client navigations (clientLink), without a next/link in the page's bundle. A short list (up to 7 pages) also
// shows every page's number on wider screens, so a second page is obvious even when the first looks complete.
import { buttonClasses } from '@/components/ui/button';
import { clientLink } from '@/components/ui/client-link';
import { cn } from '@/components/ui/cn';

export interface PaginationProps {
  page: number;
  lastPage: number;
  href: (page: number) => string;
  labels: { nav: string; previous: string; next: string; status: string };
}

const NUMBERED_UP_TO = 7;

export function Pagination({ page, lastPage, href, labels }: PaginationProps) {
  if (lastPage <= 1) return null;
  const link = (target: number, text: string, enabled: boolean) =>
    enabled ? (
      <a href={href(target)} {...clientLink()} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
        {text}
      </a>
    ) : (
      <span aria-disabled="true" className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'pointer-events-none opacity-50' })}>
        {text}
      </span>
    );
  const numbers = lastPage <= NUMBERED_UP_TO ? Array.from({ length: lastPage }, (_, index) => index + 1) : [];
  return (
    <nav aria-label={labels.nav} className="mt-4 flex items-center justify-between gap-3 text-sm text-fg-muted">
      {link(page - 1, labels.previous, page > 1)}
      <div className="flex items-center gap-3">
        {numbers.length > 0 && (
          <ol className="hidden items-center gap-1 sm:flex">
            {numbers.map((number) => (
              <li key={number}>
                <a
                  href={href(number)}
                  {...clientLink()}
                  aria-current={number === page ? 'page' : undefined}
                  className={cn(buttonClasses({ variant: number === page ? 'primary' : 'ghost', size: 'sm' }), 'min-w-8 px-2 tabular-nums')}
                >
                  {number}
                </a>
              </li>
            ))}
          </ol>
        )}
        <span>{labels.status}</span>
      </div>
      {link(page + 1, labels.next, page < lastPage)}
    </nav>
  );
}
