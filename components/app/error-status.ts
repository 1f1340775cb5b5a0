// The status code the error pages show (spec §8: "an error page with the status code (default 500)"). Only an
// error that carries an HTTP error status of its own (an ApiError thrown in the browser) shows it; everything
// else, including every error a server component threw (production sends the browser its digest only), is 500.
// Only the number is read: never the error's message, which may hold details not meant for the user.

const defaultErrorStatus = 500;

export function errorStatus(error: unknown): number {
  if (typeof error !== 'object' || error === null || !('status' in error)) return defaultErrorStatus;
  const { status } = error;
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599 ? status : defaultErrorStatus;
}
