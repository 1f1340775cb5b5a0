// Spreadsheet files for the import tests, generated the way users produce them: exceljs for .xlsx, and CSV
// text in UTF-8 or Windows-1252 with `;` or `,` (what Excel saves depending on the regional settings).
import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { createTranslator } from 'next-intl';
import messages from '@/messages/es/bookings-import.json';
import errorsEn from '@/messages/en/errors.json';
import errorsEs from '@/messages/es/errors.json';
import type { Translate } from '@/lib/bookings/import/import-error';
import type { ValidationTranslate } from '@/lib/forms/contract-messages';

export const headers = ['Referencia', 'Correo electrónico', 'CI', 'Celular', 'País', 'Locker', 'Tamaño', 'Validez del código (horas)', 'WhatsApp', 'Notas'];

export const t = createTranslator({ locale: 'es', messages: { i: messages }, namespace: 'i' }) as unknown as Translate;
/** errors.validation in Spanish and English: the contract's messages as the import's rows word them. */
export const validationT = createTranslator({ locale: 'es', messages: errorsEs, namespace: 'validation' }) as ValidationTranslate;
export const validationTEnglish = createTranslator({ locale: 'en', messages: errorsEn, namespace: 'validation' }) as ValidationTranslate;

export async function xlsxFile(rows: unknown[][], options: { headers?: string[]; sheet?: string } = {}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(options.sheet ?? 'Reservas');
  sheet.addRow(options.headers ?? headers);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function csvCell(value: unknown, separator: string): string {
  const text = value === null || value === undefined ? '' : String(value);
  return text.includes(separator) || text.includes('"') || /[\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvText(rows: unknown[][], separator = ';', head = headers): string {
  return [head, ...rows].map((row) => row.map((v) => csvCell(v, separator)).join(separator)).join('\r\n') + '\r\n';
}

/** Windows-1252 bytes of text made of Latin-1 characters (what Spanish Excel writes as "CSV"). */
export function windows1252(text: string): Buffer {
  return Buffer.from(text, 'latin1');
}

/** A part of a hand-made zip: bytes to deflate, or bytes deflated already (a stream too large to hold inflated). */
export type ZipPart = { name: string; declaredSize?: number; flags?: number } & ({ data: Buffer; stored?: boolean } | { deflated: Buffer; size: number; crc: number });

/** A minimal zip of deflated (or `stored`) parts: for hand-made broken and hostile archives, and OpenDocument files. */
export function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const stored = 'data' in part && part.stored === true;
    const compressed = 'data' in part ? (stored ? part.data : deflateRawSync(part.data)) : part.deflated;
    const size = part.declaredSize ?? ('data' in part ? part.data.length : part.size);
    const crc = 'data' in part ? crc32(part.data) : part.crc;
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(part.flags ?? 0, 6);
    local.writeUInt16LE(stored ? 0 : 8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(part.flags ?? 0, 8);
    central.writeUInt16LE(stored ? 0 : 8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += 30 + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
