// What the import's route handlers answer the page (types only: the page's client code imports this file).
export interface PreviewRow {
  number: number;
  status: 'valid' | 'invalid';
  description: string;
  location: string;
  size: string;
  email: string;
  errors: string[];
  warnings: string[];
}

export interface ResultRow {
  number: number;
  status: 'created' | 'replayed' | 'failed' | 'invalid';
  description: string;
  bookingId?: number;
  code?: string;
  message?: string;
}

export type PreviewReply =
  | { ok: true; summary: string[]; note?: string; ignored?: string; validCount: number; createLabel: string; rows: PreviewRow[] }
  | { ok: false; message: string };

export type CreateReply =
  | { ok: true; summary: string[]; rows: ResultRow[]; note?: string; file: string; fileName: string }
  | { ok: false; message: string };

/** Valid (or created) rows listed on the page; every row is in the downloadable result. */
export const shownOkRows = 100;
