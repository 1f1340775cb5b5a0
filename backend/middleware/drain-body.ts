// Node drops the connection when a reply goes out over a request body nobody read (a 401, 403 or 404 decided
// before the body was parsed), so the client sees a reset instead of our answer. Read what is left once the
// reply is ready, keeping none of it; the body limit mounted before this caps how much that can be.
import type { MiddlewareHandler } from 'hono';

export const drainBody: MiddlewareHandler = async (c, next) => {
  await next();
  const request = c.req.raw;
  if (!request.body || request.bodyUsed) return;
  try {
    for await (const chunk of request.body) void chunk;
  } catch {
    // over the limit, or the client went away: the reply stands
  }
};
