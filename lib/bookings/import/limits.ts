// Limits of the bulk import (documented in the template's notes sheet and the README), checked before any work:
// the request's declared size first, then the bytes, then the zip's central directory, then the row count.
export const importLimits = {
  /** The uploaded file. */
  maxFileBytes: 10 * 1024 * 1024,
  /** Data rows (headers and blank rows excluded). */
  maxRows: 5000,
  /** Sum of the uncompressed sizes of an .xlsx's parts: a 10 MB zip must not inflate into gigabytes. */
  maxUncompressedBytes: 100 * 1024 * 1024,
  /** Parts of an .xlsx; Excel writes about a dozen. */
  maxZipEntries: 500,
  /** One part inflating more than this many times its compressed size is treated as a zip bomb. */
  maxCompressionRatio: 200,
} as const;

/** Multipart framing around the file: a request larger than this cannot hold an allowed file. */
export const maxRequestBytes = importLimits.maxFileBytes + 64 * 1024;
