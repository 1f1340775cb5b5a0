// A long text kept to one line in a table cell, the whole of it in the title (.cell-truncate in app/globals.css;
// a card on a phone shows it whole). For names that would otherwise widen a table past a laptop's screen.
export function TruncatedText({ text }: { text: string | null | undefined }) {
  return (
    <span className="cell-truncate" title={text ?? undefined}>
      {text}
    </span>
  );
}
