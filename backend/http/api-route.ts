// The registry entry of one /api/v2 route: what it accepts and answers, in contract/ schemas. The route validates
// with its entry (parseBody/parseQuery below refuse any other) and the OpenAPI document is generated from the same
// entries, so the description cannot drift from the code (docs/decisions/0052-openapi-from-route-entries.md).
import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';

export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface ApiRoute {
  method: ApiMethod;
  /** Full path under /api/v2 in OpenAPI form: `/booking/{id}`. */
  path: string;
  /** One line for the reference: what it does and which permission it needs. */
  summary: string;
  /** Module name, the reference's section. */
  tag: string;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body arrives as another media type than JSON (schema still `body`). */
  bodyMedia?: string;
  /** The success reply; a route answering a file names its media types instead. */
  reply?: z.ZodType;
  replyMedia?: readonly string[];
  /** Success status; 200 when absent. */
  status?: number;
  /** Refusals beyond those every route of its kind may answer (see backend/openapi/responses.ts). */
  errors?: readonly number[];
}

/** Declares an entry; `as const` keeps the schemas' types for parseBody/parseQuery. */
export function apiRoute<const R extends ApiRoute>(route: R): R {
  return route;
}

// Entries by the route handler that carries them (read by backend/openapi) and by request (read by the parsers).
const described = new WeakMap<object, ApiRoute>();
const current = new WeakMap<Context, ApiRoute>();

/** First handler of every route: marks the route with its entry. */
export function describedBy(route: ApiRoute): MiddlewareHandler {
  const handler: MiddlewareHandler = async (c, next) => {
    current.set(c, route);
    await next();
  };
  described.set(handler, route);
  return handler;
}

/** The entry a route handler was marked with (undefined for any other handler). */
export function routeEntryOf(handler: unknown): ApiRoute | undefined {
  return typeof handler === 'function' ? described.get(handler) : undefined;
}

/** The request's own entry; parsing with another route's schemas is a programming error (500, and tests fail). */
export function entryInUse(c: Context, route: ApiRoute): ApiRoute {
  const own = current.get(c);
  if (own !== route) {
    throw new Error(`${c.req.method} ${c.req.routePath} parses with ${route.method.toUpperCase()} ${route.path}'s schemas, not its own entry's`);
  }
  return route;
}
