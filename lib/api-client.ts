// The only code that calls /api/v2: in process (no socket) by default, over HTTP when API_BASE_URL is set.
// Replies are checked against contract/; error replies become one ApiError (docs/domain/errors.md). Deadlines and retries
// live in api-transport/resilient-send.ts, for both transports.
import 'server-only';
import type { z } from 'zod';
import { backofficeKeyHeader } from '@/contract/auth';
import { ifMatchHeader, ifMatchValue } from '@/contract/common';
import { ApiError, toApiError } from './api-errors';
import { builtInBackendEnabled, builtInBackendReady, inProcessCall } from './api-transport/in-process';
import { resilientSend } from './api-transport/resilient-send';
import { currentVisitorAddress } from './security/visitor-address';

const API_PATH = '/api/v2';

export type Query = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;

export interface ApiRequestOptions<S extends z.ZodType | undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Empty values are dropped (docs/domain/backend-calls.md: empty filters are not sent). */
  query?: Query;
  body?: unknown;
  token?: string | null;
  /** Contract schema of the success reply; omit for replies without a body. */
  schema?: S;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
  /** Reads the success reply's headers (e.g. Idempotent-Replayed). */
  onHeaders?: (headers: Headers) => void;
  /** The row version an edit started from: sent as If-Match (412 when someone saved since). */
  version?: number;
}

export function buildQuery(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(`${key}[]`, String(v)));
    else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Sends on behalf of the visitor being served: the built-in backend gets the address as a binding, an external
 * one as the only X-Forwarded-For entry (it counts the BFF as a trusted proxy; a visitor's own entries never pass). */
function sender(clientAddress: string | null): (request: Request) => Promise<Response> {
  if (builtInBackendEnabled()) return (request) => inProcessCall(request, clientAddress);
  return (request) => {
    // An external backend knows the back-office's calls by the shared key (backend/modules/auth/sign-in-channel.ts).
    if (process.env.BACKOFFICE_KEY) request.headers.set(backofficeKeyHeader, process.env.BACKOFFICE_KEY);
    if (clientAddress) request.headers.set('x-forwarded-for', clientAddress);
    else request.headers.delete('x-forwarded-for');
    return fetch(request);
  };
}

function baseUrl(): string {
  return (process.env.API_BASE_URL ?? 'http://backend.internal').replace(/\/+$/, '');
}

export async function apiRequest<S extends z.ZodType | undefined = undefined>(
  path: string,
  options: ApiRequestOptions<S> = {},
): Promise<S extends z.ZodType ? z.output<S> : undefined> {
  const { method = 'GET', query, body, token, schema, onHeaders, version } = options;
  const headers = new Headers({ ...options.headers, accept: 'application/json' });
  if (body !== undefined) headers.set('content-type', 'application/json');
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (version !== undefined) headers.set(ifMatchHeader, ifMatchValue(version));
  const url = `${baseUrl()}${API_PATH}${path}${buildQuery(query)}`;
  const payload = body === undefined ? undefined : JSON.stringify(body);

  let response: { status: number; headers: Headers; body: string };
  try {
    await builtInBackendReady();
    const send = sender(await currentVisitorAddress());
    response = await resilientSend((signal) => new Request(url, { method, headers, body: payload, signal }), send, (reply) => reply.text());
  } catch (cause) {
    console.error('api-client: request failed', method, path, cause);
    throw new ApiError(503, [], {}, 'unexpected', false);
  }

  const text = response.body;
  let json: unknown = undefined;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  if (response.status < 200 || response.status > 299) throw toApiError(response.status, json).ofRequest(response.headers.get('x-request-id'));
  onHeaders?.(response.headers);
  if (!schema) return undefined as never;

  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    console.error('api-client: reply breaks the contract', method, path, parsed.error.issues.slice(0, 5));
    throw new ApiError(502, [], {}, 'unexpected', false);
  }
  return parsed.data as never;
}

/** A binary reply (an uploaded file), passed through as it came; errors map like any other call. */
export async function apiFile(path: string, { token }: { token?: string | null } = {}): Promise<{ data: ArrayBuffer; type: string }> {
  const headers = new Headers();
  if (token) headers.set('authorization', `Bearer ${token}`);
  const url = `${baseUrl()}${API_PATH}${path}`;
  let response: { status: number; headers: Headers; body: ArrayBuffer };
  try {
    await builtInBackendReady();
    const send = sender(await currentVisitorAddress());
    response = await resilientSend((signal) => new Request(url, { headers, signal }), send, (reply) => reply.arrayBuffer());
  } catch (cause) {
    console.error('api-client: request failed', 'GET', path, cause);
    throw new ApiError(503, [], {}, 'unexpected', false);
  }
  if (response.status < 200 || response.status > 299) {
    const text = new TextDecoder().decode(response.body);
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    throw toApiError(response.status, json).ofRequest(response.headers.get('x-request-id'));
  }
  return { data: response.body, type: response.headers.get('content-type') ?? 'application/octet-stream' };
}
