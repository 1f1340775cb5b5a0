// A long text kept to one line in a table cell, the whole of it in the title (.cell-truncate in app/globals.css;
// a card on a phone shows it whole). For names that would otherwise widen a table past a laptop's screen; two lines
// where a text's end is what tells rows apart.
export function TruncatedText({ text, lines = 1 }: { text: string | null | undefined; lines?: 1 | 2 }) {
  return (
    <span className={lines === 2 ? 'cell-truncate cell-two-lines' : 'cell-truncate'} title={text ?? undefined}>
      {text}
    </span>
  );
}
