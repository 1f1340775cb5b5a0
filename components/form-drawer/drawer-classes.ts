// The side-drawer look (a right-side sheet; full width on phones), shared by the Radix drawer and the
// lightweight placeholder shown while a drawer's chunk loads.
export const drawerOverlayClasses = 'fixed inset-0 z-50 bg-backdrop print:hidden';
export const drawerContentClasses =
  'fixed inset-y-0 right-0 z-50 flex w-full max-w-lg flex-col border-l border-line bg-surface-raised text-fg shadow-xl ' +
  'focus:outline-none print:hidden';
