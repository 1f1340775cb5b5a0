// Marks a plain <a> for client navigation (components/app/client-link-router.tsx): a plain click changes the page
// without reloading it, and the page is prefetched when the user reaches for the link. For links a page repeats
// (table rows, sort headers, the menu): an attribute instead of a next/link component each, which cost a client
// component render on the server per link; and for the shared parts of list pages (paging, filters, "Nuevo…") and
// the 404/403 pages every layout embeds, so that next/link's code (about 3.6 KB compressed) stays off their first
// load. Server and client components alike can use it.
export const clientLinkAttribute = 'data-client-link';

/** `keepScroll`: stay at the same scroll position (e.g. a sort header), as next/link's scroll={false}. */
export function clientLink({ keepScroll = false }: { keepScroll?: boolean } = {}) {
  return { [clientLinkAttribute]: keepScroll ? 'keep-scroll' : '' };
}
