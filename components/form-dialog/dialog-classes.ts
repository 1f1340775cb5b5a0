// The modal look, shared by the Radix dialogs and the lightweight placeholder shown while a dialog's chunk loads.
export const dialogOverlayClasses = 'fixed inset-0 z-50 bg-backdrop print:hidden';
/** The box without its padding: a form modal has none at the bottom, where its footer is the edge. */
export const dialogBoxClasses =
  'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 ' +
  'overflow-y-auto rounded-lg border border-line bg-surface-raised text-fg shadow-xl focus:outline-none print:hidden';
export const dialogContentClasses = `${dialogBoxClasses} p-6`;
