// The refusals of docs/domain/errors.md as OpenAPI responses, and which of them a route may answer by its kind.
import { z } from 'zod';
import { messageErrorBody, preconditionErrorBody, validationErrorBody } from '@/contract/common';
import type { ApiRoute } from '@/backend/http/api-route';
import { jsonSchema } from './json-schema';

const refusals: Record<number, { description: string; schema: z.ZodType }> = {
  400: { description: 'Malformed request (the body is not JSON).', schema: messageErrorBody },
  401: { description: 'No bearer token, or one that is unknown, expired, revoked or idle too long.', schema: messageErrorBody },
  402: { description: 'The tenant’s credits do not cover the charge.', schema: messageErrorBody },
  403: { description: 'Signed in, but the user lacks the permission (or is a resident).', schema: messageErrorBody },
  404: { description: 'No such record for the caller’s tenant.', schema: messageErrorBody },
  409: { description: 'The change clashes with existing data.', schema: messageErrorBody },
  412: { description: 'A business precondition failed, or If-Match names a stale version; `error` says which.', schema: preconditionErrorBody },
  413: { description: 'The body is too large.', schema: messageErrorBody },
  422: { description: 'The input failed validation; `errors` holds the messages per field (the first is the one to show).', schema: validationErrorBody },
  429: { description: 'Too many attempts from this client; retry after the Retry-After seconds.', schema: messageErrorBody },
  503: { description: 'The database is briefly unavailable; retry.', schema: messageErrorBody },
};

/** Components every operation refers to. */
export function refusalComponents(): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(refusals).map(([status, { description, schema }]) => [
      `E${status}`,
      { description, content: { 'application/json': { schema: jsonSchema(schema, 'output') } } },
    ]),
  );
}

/** Statuses a route may refuse with: by what it reads, whether it is signed in, and what its entry adds. */
export function refusalsOf(route: ApiRoute, signedIn: boolean, hasPathParams: boolean): number[] {
  const statuses = new Set<number>([503, ...(route.errors ?? [])]);
  if (route.body) [400, 413, 422].forEach((s) => statuses.add(s));
  if (route.query) statuses.add(422);
  if (signedIn) [401, 403].forEach((s) => statuses.add(s));
  if (hasPathParams) statuses.add(404);
  return [...statuses].sort((a, b) => a - b);
}

export const refusalRef = (status: number) => ({ $ref: `#/components/responses/E${status}` });
