// What the one log line of an HTTP request gathers while it is served (docs/operations.md, "Logs"): its id, and
// what only the backend learns (the route pattern of an /api/v2 call, the signed-in tenant). The Next process
// opens one per HTTP request (http-request-log.ts); the backend's calls made while serving it write into it.
// On globalThis because Next bundles instrumentation, route handlers and the backend separately.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestContext {
  requestId: string;
  /** Route pattern (/api/v2/booking/:id), never the raw path: paths and queries may carry personal data. */
  route?: string;
  tenantId?: number;
  /** Next's digest of an error thrown while rendering: what the error page shows as the reference. */
  errorDigest?: string;
}

const key = Symbol.for('locker-backoffice.request-context');
type Holder = { [key]?: AsyncLocalStorage<RequestContext> };

export function requestContexts(): AsyncLocalStorage<RequestContext> {
  return ((globalThis as Holder)[key] ??= new AsyncLocalStorage<RequestContext>());
}

export function currentRequest(): RequestContext | undefined {
  return requestContexts().getStore();
}

/** An id a client sent (X-Request-Id) is kept when it is short and plain; otherwise a new one is made. */
export function requestIdFrom(header: string | null | undefined): string {
  return header && /^[\w-]{1,128}$/.test(header) ? header : crypto.randomUUID();
}

export interface RequestLogLine {
  requestId: string;
  method: string;
  route: string;
  status: number;
  durationMs: number;
  tenantId?: number;
  errorDigest?: string;
}

/** One JSON line on stdout, what log collectors read; only the fields above, never a body, header or query.
 * REQUEST_LOG=off silences it (the API test suites, which make thousands of requests). */
export function writeRequestLine(line: RequestLogLine): void {
  if (process.env.REQUEST_LOG === 'off') return;
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level: 'info', msg: 'request', ...line })}\n`);
}
