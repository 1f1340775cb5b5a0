// For API calls a screen can do without (a card's extra list, a row's detail): the page still shows when they fail.
import { ApiError } from './api-errors';

/**
 * The call's result, or null when the API refused or failed it (logged with `log` before the error). A session that
 * ended still throws, so that the user signs in again, and so does anything that is not an API error (a bug).
 */
export async function nullOnApiError<T>(call: () => Promise<T>, ...log: unknown[]): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && !error.sessionEnded) {
      console.error(...log, error);
      return null;
    }
    throw error;
  }
}
