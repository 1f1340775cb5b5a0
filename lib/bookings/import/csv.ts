// CSV as Excel and other tools save it: UTF-8 (with or without BOM) or Windows-1252 (Excel's "CSV" on a
// Spanish Windows), `;` (Excel with a decimal comma) or `,`, quoted fields with "" escapes and line breaks,
// CRLF or LF. The separator is the one of `;`, `,` or tab that appears most in the header line outside quotes.
import { ImportFileError } from './import-error';

/** UTF-8 when the bytes are valid UTF-8 (a BOM settles it), otherwise Windows-1252, which decodes any byte. */
export function decodeText(bytes: Uint8Array): { text: string; encoding: 'utf-8' | 'windows-1252' } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

export function detectSeparator(text: string): ';' | ',' | '\t' {
  const counts = { ';': 0, ',': 0, '\t': 0 };
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char in counts) counts[char as keyof typeof counts]++;
  }
  if (counts['\t'] > counts[';'] && counts['\t'] > counts[',']) return '\t';
  return counts[';'] >= counts[','] && counts[';'] > 0 ? ';' : ',';
}

/**
 * Rows of cells. `maxRows` stops early (the caller refuses the file; no need to read the rest). An unclosed
 * quote at the end is a broken file, not a cell that swallows the rest.
 */
export function parseCsv(text: string, separator = detectSeparator(text), maxRows = Infinity): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  const endRow = () => {
    row.push(cell);
    rows.push(row);
    row = [];
    cell = '';
  };
  while (i < text.length) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else cell += char;
      i++;
      continue;
    }
    if (char === '"' && cell === '') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      endRow();
      if (char === '\r' && text[i + 1] === '\n') i++;
      if (rows.length > maxRows) return rows;
    } else cell += char;
    i++;
  }
  if (quoted) throw new ImportFileError('corrupt');
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}
