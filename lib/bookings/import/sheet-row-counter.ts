// Counts a worksheet's rows from its XML as it inflates, chunk by chunk, so the import can refuse a sheet of a
// million rows (a few MB zipped, tens of MB of XML) before exceljs builds an object per cell, without ever holding
// the XML whole. A row counts when it holds a value, an inline string or a formula: empty and style-only rows
// (`<row r="9"/>`, `<c s="3"/>`) do not, as exceljs skips them too.
const rowOpen = Buffer.from('<row');
const rowClose = Buffer.from('</row>');
const valueTags = ['<v>', '<v ', '<is>', '<f>', '<f '].map((tag) => Buffer.from(tag));
/** `<row` is a row only when followed by a space, a tag end or a line break (not `<rowBreaks>`). */
const afterRowOpen = new Set([0x20, 0x3e, 0x09, 0x0a, 0x0d]);
/** The longest token (`</row>`): a chunk's last bytes are kept in case one straddles two chunks. */
const straddle = rowClose.length;

type State = 'outside' | 'tag' | 'row' | 'valued';

export class SheetRowCounter {
  rows = 0;
  private state: State = 'outside';
  private carry = Buffer.alloc(0);
  /** The byte before the current buffer (a `/` there makes `<row …/>` empty). */
  private previous = 0;

  push(chunk: Buffer): void {
    const text = this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : chunk;
    let at = 0;
    scan: while (at < text.length) {
      switch (this.state) {
        case 'outside': {
          const found = text.indexOf(rowOpen, at);
          if (found < 0 || found + rowOpen.length >= text.length) break scan;
          at = found + rowOpen.length;
          if (afterRowOpen.has(text[at]!)) this.state = 'tag';
          break;
        }
        case 'tag': {
          const end = text.indexOf(0x3e, at);
          if (end < 0) {
            at = text.length;
            break scan;
          }
          this.state = (end > 0 ? text[end - 1] : this.previous) === 0x2f ? 'outside' : 'row';
          at = end + 1;
          break;
        }
        case 'row': {
          const close = text.indexOf(rowClose, at);
          // Searched only up to this row's end: a row without a value costs its own length, not the chunk's.
          const body = text.subarray(at, close < 0 ? text.length : close);
          if (valueTags.some((tag) => body.includes(tag))) {
            this.state = 'valued';
            break;
          }
          if (close < 0) break scan;
          this.state = 'outside';
          at = close + rowClose.length;
          break;
        }
        case 'valued': {
          const close = text.indexOf(rowClose, at);
          if (close < 0) break scan;
          this.rows++;
          this.state = 'outside';
          at = close + rowClose.length;
          break;
        }
      }
    }
    // What was consumed is never scanned again; a token cut by the chunk's end is whole next time.
    const keepFrom = Math.max(at, text.length - straddle);
    if (keepFrom > 0) this.previous = text[keepFrom - 1]!;
    this.carry = Buffer.from(text.subarray(keepFrom));
  }
}
