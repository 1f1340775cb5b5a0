// Creates the valid rows through POST /booking, each with its import key as Idempotency-Key: a retried request,
// a double submit or the same file uploaded again answers the booking already created instead of a new one.
// Every row gets an outcome (created, already created, or the API's message: no free door 412, no credits 402…);
// a transient failure (timeout, 503) is retried with the same key, which is safe precisely because of the key.
import 'server-only';
import { bookingReply } from '@/contract/bookings';
import { ApiError } from '../../api-errors';
import { authedRequest } from '../../session';
import type { ImportRow } from './validate-rows';

export type RowOutcome =
  | { number: number; description: string; status: 'created' | 'replayed'; bookingId: number; code: string }
  | { number: number; description: string; status: 'failed' | 'invalid'; message: string };

/** Parallel requests: enough to overlap round trips, few enough that credits run out in about file order. */
const concurrency = 4;
const attempts = 3;
const retryable = new Set([409, 502, 503, 504]);

export async function createRows(rows: readonly ImportRow[], describe: (error: ApiError) => string, issueText: (row: ImportRow) => string): Promise<RowOutcome[]> {
  const outcomes: RowOutcome[] = new Array(rows.length);
  let next = 0;
  async function worker() {
    while (next < rows.length) {
      const index = next++;
      const row = rows[index]!;
      const description = row.values.description ?? '';
      if (!row.body || !row.key) {
        outcomes[index] = { number: row.number, description, status: 'invalid', message: issueText(row) };
        continue;
      }
      outcomes[index] = await createOne(row, description, describe);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, worker));
  return outcomes;
}

async function createOne(row: ImportRow, description: string, describe: (error: ApiError) => string): Promise<RowOutcome> {
  for (let attempt = 1; ; attempt++) {
    let replayed = false;
    try {
      const { data } = await authedRequest('/booking', {
        method: 'POST',
        query: { withPagination: true, full: true },
        body: row.body,
        headers: { 'Idempotency-Key': row.key! },
        onHeaders: (headers) => {
          replayed = headers.get('idempotent-replayed') === 'true';
        },
        schema: bookingReply,
      });
      return { number: row.number, description, status: replayed ? 'replayed' : 'created', bookingId: data.id, code: data.insert_code };
    } catch (error) {
      // Anything but an API error (a redirect to sign in again) ends the whole import.
      if (!(error instanceof ApiError)) throw error;
      if (attempt < attempts && retryable.has(error.status)) {
        await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** (attempt - 1)));
        continue;
      }
      return { number: row.number, description, status: 'failed', message: describe(error) };
    }
  }
}
