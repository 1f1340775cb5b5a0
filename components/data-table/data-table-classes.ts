// Class names of a data table's expand toggle and detail row (styled in app/globals.css), shared by the server
// table and rows drawn in the browser (e.g. the bookings list's test rows), so that both look and behave alike
// (row-expander.tsx finds the toggles by their data-row-toggle attribute).
export const expandCellClasses = 'row-toggle-cell';
export const expandButtonClasses = 'row-toggle';
export const detailRowClasses = 'row-detail';
