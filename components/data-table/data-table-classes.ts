// Classes of a data table's expand toggle and detail row, shared by the server table and rows drawn in the
// browser (e.g. the bookings list's test rows), so that both look and behave alike (row-expander.tsx).
export const expandButtonClasses =
  'group inline-flex size-8 items-center justify-center rounded-md text-fg-muted hover:bg-hover hover:text-fg';
export const expandIconClasses = 'size-4 transition-transform group-aria-expanded:rotate-180';
export const detailRowClasses = 'bg-canvas/60';
