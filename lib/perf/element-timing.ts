// Element Timing (https://w3c.github.io/element-timing/) marks: the browser reports when the frame that paints a
// marked element is presented, which is what bench/page-weight.mjs measures (the moment a user sees the page's
// heading or a list's 25th row, not the moment the element enters the DOM). Text is reported for the element
// that holds it, so a row is marked on its cells.

/** The list row whose paint the benchmark times (the 25th, a full first page). */
export const timedRowIndex = 24;

/** Props for a marked element; React passes the lowercase attribute through as is. */
export function elementTiming(name: 'page-heading' | 'row-25'): Record<string, string> {
  return { elementtiming: name };
}

/** The mark for a list's cell, on the timed row only. */
export function rowCellTiming(rowIndex: number): Record<string, string> | undefined {
  return rowIndex === timedRowIndex ? elementTiming('row-25') : undefined;
}
