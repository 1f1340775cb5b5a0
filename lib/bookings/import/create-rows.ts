// Creates the valid rows through POST /booking/batch, in chunks of up to 500 rows sent one after another (so
// credits run out in file order), each row with its import key: a retried request, a double submit or the same
// file uploaded again answers the bookings already created instead of new ones. Every row gets an outcome
// (created, already created, or the API's message for that row: no free door 412, no credits 402…); a transient
// failure of a chunk (timeout, 503) is retried whole and a row whose key was busy (409) alone, both with the same
// keys, which is safe precisely because of them.
import 'server-only';
import { bookingBatchMaxRows, bookingBatchReply, type BookingBatchRow } from '@/contract/bookings';
import { ApiError, toApiError } from '../../api-errors';
import { authedRequester } from '../../session';
import type { ImportRow } from './validate-rows';

export type RowOutcome =
  | { number: number; description: string; status: 'created' | 'replayed'; bookingId: number; code: string }
  | { number: number; description: string; status: 'failed' | 'invalid'; message: string };

const attempts = 3;
const retryable = new Set([502, 503, 504]);
/** A chunk's JSON stays well under the API's 1 MB body limit whatever the rows hold. */
const chunkBytes = 512 * 1024;

type ValidRow = ImportRow & { body: NonNullable<ImportRow['body']>; key: string };

export async function createRows(rows: readonly ImportRow[], describe: (error: ApiError) => string, issueText: (row: ImportRow) => string): Promise<RowOutcome[]> {
  const outcomes = new Map<ImportRow, RowOutcome>();
  const valid: ValidRow[] = [];
  for (const row of rows) {
    if (row.body && row.key) valid.push(row as ValidRow);
    else outcomes.set(row, { number: row.number, description: row.values.description ?? '', status: 'invalid', message: issueText(row) });
  }
  const request = await authedRequester();
  for (const chunk of chunksOf(valid)) {
    for (const [row, outcome] of await createChunk(chunk, request, describe)) outcomes.set(row, outcome);
  }
  return rows.map((row) => outcomes.get(row)!);
}

function* chunksOf(rows: readonly ValidRow[]): Generator<ValidRow[]> {
  let chunk: ValidRow[] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = JSON.stringify(row.body).length + row.key.length + 32;
    if (chunk.length > 0 && (chunk.length >= bookingBatchMaxRows || bytes + size > chunkBytes)) {
      yield chunk;
      chunk = [];
      bytes = 0;
    }
    chunk.push(row);
    bytes += size;
  }
  if (chunk.length > 0) yield chunk;
}

type Requester = Awaited<ReturnType<typeof authedRequester>>;

async function createChunk(chunk: readonly ValidRow[], request: Requester, describe: (error: ApiError) => string): Promise<Map<ImportRow, RowOutcome>> {
  const outcomes = new Map<ImportRow, RowOutcome>();
  const failed = (row: ValidRow, error: ApiError): RowOutcome => ({ number: row.number, description: row.values.description ?? '', status: 'failed', message: describe(error) });
  let pending = chunk;
  for (let attempt = 1; pending.length > 0; attempt++) {
    let results: BookingBatchRow[];
    try {
      ({ data: results } = await request('/booking/batch', {
        method: 'POST',
        body: { rows: pending.map((row) => ({ key: row.key, booking: row.body })) },
        schema: bookingBatchReply,
      }));
    } catch (error) {
      // Anything but an API error (a redirect to sign in again) ends the whole import.
      if (!(error instanceof ApiError)) throw error;
      if (attempt < attempts && retryable.has(error.status)) {
        await pause(attempt);
        continue;
      }
      for (const row of pending) outcomes.set(row, failed(row, error));
      break;
    }
    // The reply answers the rows in the order they were sent.
    if (results.length !== pending.length || results.some((result, index) => result.key !== pending[index]!.key)) {
      throw new Error('POST /booking/batch answered other rows than it was sent');
    }
    const busy: ValidRow[] = [];
    results.forEach((result, index) => {
      const row = pending[index]!;
      const description = row.values.description ?? '';
      if (result.status === 201 && result.booking) {
        outcomes.set(row, { number: row.number, description, status: result.replayed ? 'replayed' : 'created', bookingId: result.booking.id, code: result.booking.insert_code });
      } else if (result.status === 409 && attempt < attempts) busy.push(row);
      else outcomes.set(row, failed(row, toApiError(result.status, result)));
    });
    pending = busy;
    if (busy.length > 0) await pause(attempt);
  }
  return outcomes;
}

const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 250 * 2 ** (attempt - 1)));
