// Node drops the connection when a reply goes out over a request body nobody read (a 401, 403 or 404 decided
// before the body was parsed), so the client sees a reset instead of our answer. Read what is left once the
// reply is ready; the body limit mounted before this caps how much that can be.
import type { MiddlewareHandler } from 'hono';

export const drainBody: MiddlewareHandler = async (c, next) => {
  await next();
  const request = c.req.raw;
  if (request.body && !request.bodyUsed) await request.arrayBuffer().catch(() => undefined);
};
