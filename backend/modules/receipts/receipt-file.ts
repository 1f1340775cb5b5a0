// The uploaded proof of a bank transfer: a data URL whose declared type must be one we accept AND match the
// file's magic bytes (a renamed executable is refused), at most 5 MB decoded.
import { AppError, messages } from '@/backend/errors';
import { receiptFileMessages, receiptFileTypes, receiptMaxBytes } from '@/contract/billing';

type ReceiptFileType = (typeof receiptFileTypes)[number];

/** Magic bytes per accepted type. */
function sniff(bytes: Buffer): ReceiptFileType | null {
  const starts = (signature: number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}

export function fileError(message: string): AppError {
  return new AppError('validation', messages.receiptUploadFailed, { file: [message] });
}

const dataUrlPattern = /^data:([a-z]+\/[a-z0-9.+-]+)(?:;[a-z0-9-]+=[^;,]*)*;base64,([A-Za-z0-9+/]*={0,2})$/i;

export function decodeReceiptFile(dataUrl: string): { type: ReceiptFileType; data: Buffer } {
  const match = dataUrlPattern.exec(dataUrl.trim());
  if (!match) throw fileError(receiptFileMessages.type);
  const declared = match[1]!.toLowerCase() === 'image/jpg' ? 'image/jpeg' : match[1]!.toLowerCase();
  if (!(receiptFileTypes as readonly string[]).includes(declared)) throw fileError(receiptFileMessages.type);
  // Checked on the base64 length first, so an oversized file is refused before it is decoded.
  if (Math.floor((match[2]!.length * 3) / 4) - 2 > receiptMaxBytes) throw fileError(receiptFileMessages.size);
  const data = Buffer.from(match[2]!, 'base64');
  if (data.length === 0) throw fileError(receiptFileMessages.empty);
  if (data.length > receiptMaxBytes) throw fileError(receiptFileMessages.size);
  if (sniff(data) !== declared) throw fileError(receiptFileMessages.type);
  return { type: declared as ReceiptFileType, data };
}
