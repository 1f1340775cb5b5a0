// onError and notFound of the Hono app: every failure leaves in a docs/domain/errors.md shape.
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { databaseErrorToAppError } from '@/backend/db/database-errors';
import { AppError, messages, type ErrorCode } from '@/backend/errors';
import { describeError } from '@/common/log-lines';

const codeByStatus: Partial<Record<number, ErrorCode>> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
};

function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  // Hono's own middleware (e.g. body limit) throws HTTPException; keep its status, use our body shape.
  if (error instanceof HTTPException) {
    const code = codeByStatus[error.status];
    return code ? new AppError(code, error.message || messages.invalidData) : null;
  }
  return databaseErrorToAppError(error);
}

function reply(c: Context, error: AppError): Response {
  if (error.code === 'too_many_requests') c.header('Retry-After', '60');
  return c.json(error.toBody(), error.status as ContentfulStatusCode);
}

export const handleError: ErrorHandler = (error, c) => {
  const known = toAppError(error);
  if (known && known.code !== 'unavailable') return reply(c, known);
  // Unexpected errors and outages are logged with the request id the client got in X-Request-Id; never the
  // request's body (a failed query's parameters are left out).
  console.error(
    JSON.stringify({
      level: 'error',
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      error: describeError(error),
    }),
  );
  return reply(c, known ?? new AppError('internal', messages.internal));
};

export const handleNotFound: NotFoundHandler = (c) => reply(c, new AppError('not_found', messages.notFound));
