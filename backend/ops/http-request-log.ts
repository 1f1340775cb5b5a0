// One JSON log line per HTTP request the Next process serves, pages and /api/v2 alike (docs/operations.md,
// "Logs"). Next has no hook at the end of a request, so the HTTP server's 'request' event is wrapped: the request
// gets its id (X-Request-Id on the reply), runs inside its RequestContext, and the line is written when the reply
// ends. Installed once by instrumentation.ts before the first request.
import http from 'node:http';
import { observeRequest } from './metrics';
import { requestContexts, requestIdFrom, writeRequestLine, type RequestContext } from './request-context';

const installedKey = Symbol.for('locker-backoffice.http-request-log');

/**
 * A page's route for the log: the path without its query, each segment holding a digit (an id, a date) as :id.
 * /api/v2 paths stay unset here; the backend names their pattern (middleware/request-log.ts).
 */
export function pageRoute(url: string | undefined): string | undefined {
  const pathname = (url ?? '/').split('?')[0]!;
  if (pathname.startsWith('/api/')) return undefined;
  return pathname.replace(/\/[^/]*\d[^/]*/g, '/:id');
}

export function installHttpRequestLog(): void {
  const holder = globalThis as { [installedKey]?: boolean };
  if (holder[installedKey]) return;
  holder[installedKey] = true;
  const emit = http.Server.prototype.emit as (this: http.Server, event: string, ...args: unknown[]) => boolean;
  http.Server.prototype.emit = function (this: http.Server, event: string, ...args: unknown[]) {
    if (event !== 'request') return emit.call(this, event, ...args);
    const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
    const started = performance.now();
    const context: RequestContext = { requestId: requestIdFrom(request.headers['x-request-id'] as string | undefined), route: pageRoute(request.url) };
    response.setHeader('X-Request-Id', context.requestId);
    response.once('close', () => {
      const line = {
        requestId: context.requestId,
        method: request.method ?? 'GET',
        route: context.route ?? '/api/*',
        status: response.statusCode,
        durationMs: Math.round(performance.now() - started),
      };
      writeRequestLine({ ...line, tenantId: context.tenantId, errorDigest: context.errorDigest });
      observeRequest({ ...line, keptPage: response.getHeader('x-render-cache') === 'hit' });
    });
    return requestContexts().run(context, () => emit.call(this, event, ...args));
  } as typeof http.Server.prototype.emit;
}
