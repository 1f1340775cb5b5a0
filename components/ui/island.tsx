// A client component inside a server page, in a Suspense boundary of its own. Opened by a client navigation, a
// page waits for its own client chunk; with Turbopack every client reference of the page names the page's whole
// chunk group, so React holds anything that contains one until that group has loaded. Inside an island only the
// island waits: the rest of the page paints as soon as its data arrives (docs/decisions/0108). A document load
// has the island's HTML at once. On a navigation `placeholder`, drawn by the server, keeps the island's place
// meanwhile so that nothing around it moves when it arrives: for a control, its look marked busy (aria-disabled),
// since a click on it would do nothing yet.
import { Suspense, type ReactNode } from 'react';

export function Island({ placeholder = null, children }: { placeholder?: ReactNode; children: ReactNode }) {
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
