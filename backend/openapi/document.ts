// The OpenAPI 3.1 document of /api/v2, read from the mounted Hono routes and their registry entries
// (backend/http/api-route.ts). Whether a route needs the bearer token is read from where it is mounted (above or
// below `authenticate` in app.ts), the same fact that decides it at run time.
import { routeEntryOf, type ApiRoute } from '@/backend/http/api-route';
import { jsonSchema } from './json-schema';
import { refusalComponents, refusalRef, refusalsOf } from './responses';

export interface MountedRoute {
  method: string;
  path: string;
  handler: unknown;
}

export interface DescribedRoute {
  entry: ApiRoute;
  /** Hono's path without the base path: `/booking/:id{[0-9]+}`. */
  honoPath: string;
  signedIn: boolean;
}

/** Hono's `/booking/:id{[0-9]+}` in OpenAPI form: `/booking/{id}`. */
export function openApiPath(honoPath: string): string {
  // `/public/boarding-pass/` is mounted beside `/public/boarding-pass` for old clients: one operation.
  return honoPath.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, '{$1}').replace(/(.)\/$/, '$1');
}

/**
 * Every endpoint of the app with its entry, and what is wrong: an endpoint without an entry, with several, or
 * with one that names another method or path. The API tests fail on any problem; the document leaves such
 * endpoints out.
 */
export function describeRoutes(routes: readonly MountedRoute[], basePath: string, authenticate: unknown) {
  const authAt = routes.findIndex((route) => route.handler === authenticate);
  const endpoints = new Map<string, { method: string; path: string; entries: Set<ApiRoute>; signedIn: boolean }>();
  routes.forEach((route, index) => {
    // Middleware (`use`) is registered as ALL; endpoints carry their method.
    if (route.method === 'ALL') return;
    const key = `${route.method} ${route.path}`;
    let endpoint = endpoints.get(key);
    if (!endpoint) endpoints.set(key, (endpoint = { method: route.method, path: route.path, entries: new Set(), signedIn: authAt >= 0 && index > authAt }));
    const entry = routeEntryOf(route.handler);
    if (entry) endpoint.entries.add(entry);
  });
  const described: DescribedRoute[] = [];
  const problems: string[] = [];
  for (const { method, path, entries, signedIn } of endpoints.values()) {
    const honoPath = path.slice(basePath.length) || '/';
    const name = `${method} ${honoPath}`;
    const [entry, ...others] = entries;
    if (!entry) problems.push(`${name} has no registry entry (describedBy)`);
    else if (others.length > 0) problems.push(`${name} has several registry entries`);
    else if (entry.method.toUpperCase() !== method || entry.path !== openApiPath(honoPath)) {
      problems.push(`${name} is described as ${entry.method.toUpperCase()} ${entry.path}`);
    } else described.push({ entry, honoPath, signedIn });
  }
  return { described, problems };
}

function pathParameters(honoPath: string) {
  return [...honoPath.matchAll(/:([A-Za-z_]+)(?:\{([^}]*)\})?/g)].map(([, name, pattern]) => ({
    name,
    in: 'path',
    required: true,
    schema: pattern ? { type: 'string', pattern: `^${pattern}$` } : { type: 'string' },
  }));
}

function queryParameters(entry: ApiRoute) {
  if (!entry.query) return [];
  const schema = jsonSchema(entry.query, 'input') as { properties?: Record<string, Record<string, unknown>>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }));
}

function successReply(entry: ApiRoute) {
  const content = entry.replyMedia
    ? Object.fromEntries(entry.replyMedia.map((media) => [media, { schema: { type: 'string', contentMediaType: media } }]))
    : entry.reply
      ? { 'application/json': { schema: jsonSchema(entry.reply, 'output') } }
      : undefined;
  return { description: 'Success.', ...(content ? { content } : {}) };
}

function operation({ entry, honoPath, signedIn }: DescribedRoute) {
  const parameters = [...pathParameters(honoPath), ...queryParameters(entry)];
  const refusals = refusalsOf(entry, signedIn, parameters.some((p) => p.in === 'path'));
  return {
    operationId: `${entry.method}${entry.path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
    summary: entry.summary,
    tags: [entry.tag],
    security: signedIn ? [{ bearer: [] }] : [],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(entry.body
      ? { requestBody: { required: true, content: { [entry.bodyMedia ?? 'application/json']: { schema: jsonSchema(entry.body, 'input') } } } }
      : {}),
    responses: {
      [String(entry.status ?? 200)]: successReply(entry),
      ...Object.fromEntries(refusals.map((status) => [String(status), refusalRef(status)])),
    },
  };
}

export function openApiDocument(described: readonly DescribedRoute[], basePath: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of [...described].sort((a, b) => a.entry.path.localeCompare(b.entry.path))) {
    (paths[route.entry.path] ??= {})[route.entry.method] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Locker back-office API',
      version: '2',
      description:
        'The API that lockers, PDAs and shop systems call. Sign in with POST /auth/login and send the token as `Authorization: Bearer <token>`. ' +
        'Refusals carry `message` (Spanish); validation refusals add `errors` per field. Every reply has an X-Request-Id to quote when reporting a problem.',
    },
    servers: [{ url: basePath }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The token POST /auth/login answers.' } },
      responses: refusalComponents(),
    },
    paths,
  };
}
