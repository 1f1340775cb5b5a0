// The column names each record's card shows (app/globals.css turns a data table's rows into cards when the list is
// narrower than 58rem, and hides its header). One small style element per table names the cells by position,
// instead of a label attribute on every cell, which a 25-row page would repeat in its HTML and again in its RSC
// payload.

/** A CSS string literal; `<` is escaped so the text can never close the style element. */
export function cssString(text: string): string {
  return `"${text.replace(/[\\"<\n\r]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}"`;
}

/** One rule per labelled column. A cell spanning the row (an empty list's message) is no column's: it gets none. */
export function cardLabelsCss(tableId: string, labels: readonly (string | undefined)[]): string {
  return labels
    .map((label, index) => (label ? `#${tableId}>table>tbody>tr:not(.row-detail)>td:not([colspan]):nth-child(${index + 1})::before{content:${cssString(label)}}` : ''))
    .join('');
}

/** `labels` in column order; a column without one (actions, the expand toggle) shows its cell alone. */
export function CardLabels({ tableId, labels }: { tableId: string; labels: readonly (string | undefined)[] }) {
  const css = cardLabelsCss(tableId, labels);
  return css ? <style dangerouslySetInnerHTML={{ __html: `@container (width<58rem){${css}}` }} /> : null;
}
