// Marks a plain <a> for client navigation (components/app/client-link-router.tsx): a plain click changes the page
// without reloading it. For links a page repeats (table rows, sort headers, the menu): an attribute instead of a
// next/link component each, which cost a client component render on the server per link; for the shared parts of
// list pages (paging, filters, "Nuevo…") and the 404/403 pages every layout embeds, so that next/link's code
// (about 3.6 KB compressed) stays off their first load; and for links on server pages, which then hold no client
// reference (components/ui/island.tsx). Server and client components alike can use it.
export const clientLinkAttribute = 'data-client-link';

/** `keepScroll`: stay at the same scroll position (e.g. a sort header), as next/link's scroll={false}. */
export function clientLink({ keepScroll = false }: { keepScroll?: boolean } = {}) {
  return { [clientLinkAttribute]: keepScroll ? 'keep-scroll' : '' };
}
