// Previous / next links of a server-paged list: plain links, so paging works without JavaScript; with it they are
// client navigations (clientLink), without a next/link in the page's bundle.
import { buttonClasses } from '@/components/ui/button';
import { clientLink } from '@/components/ui/client-link';

export interface PaginationProps {
  page: number;
  lastPage: number;
  href: (page: number) => string;
  labels: { nav: string; previous: string; next: string; status: string };
}

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
  return (
    <nav aria-label={labels.nav} className="mt-4 flex items-center justify-between gap-3 text-sm text-fg-muted">
      {link(page - 1, labels.previous, page > 1)}
      <span aria-current="page">{labels.status}</span>
      {link(page + 1, labels.next, page < lastPage)}
    </nav>
  );
}
