// The request's id (X-Request-Id on every reply) and its log line (docs/operations.md, "Logs"). Inside the Next
// process the line is written once per HTTP request by backend/ops/http-request-log.ts, and this fills in the
// route and tenant only the backend sees; served on its own (backend/server.ts, the API tests) it writes the line.
import type { MiddlewareHandler } from 'hono';
import type { Session } from '../modules/auth/find-session';
import { currentRequest, requestIdFrom, writeRequestLine } from '../ops/request-context';

export const requestLog: MiddlewareHandler<{ Variables: { requestId: string; auth?: Session } }> = async (c, next) => {
  const started = performance.now();
  const outer = currentRequest();
  const id = outer?.requestId ?? requestIdFrom(c.req.header('x-request-id'));
  c.set('requestId', id);
  c.header('X-Request-Id', id);
  await next();
  // Errors are already replies here (app.onError); the route is the pattern that matched, never the raw path.
  const tenantId = c.get('auth')?.tenant.id;
  if (outer) {
    // A page's calls do not name the page's route (set by the HTTP layer); an /api/v2 request's call does.
    outer.route ??= c.req.routePath;
    outer.tenantId ??= tenantId;
    return;
  }
  writeRequestLine({ requestId: id, method: c.req.method, route: c.req.routePath, status: c.res.status, durationMs: Math.round(performance.now() - started), tenantId });
};
