// Reading one page of an export with its retries (docs/domain/backend-calls.md: up to 3 retries per page, so up to 4 tries), with a
// growing pause. A session that ended, or an error that is not an API reply, is not retried.
import 'server-only';
import { ApiError } from '../api-errors';

const exportRetries = 3;
/** The first try and its retries. */
export const exportAttempts = 1 + exportRetries;

export async function fetchWithRetries<T>(fetchPage: () => Promise<T>, pauseMs: number): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetchPage();
    } catch (error) {
      if (attempt >= exportAttempts || !(error instanceof ApiError) || error.sessionEnded) throw error;
      await new Promise((resolve) => setTimeout(resolve, pauseMs * 2 ** (attempt - 1)));
    }
  }
}
