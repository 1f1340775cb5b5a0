// GET /openapi.json – PUBLIC: the OpenAPI 3.1 description of /api/v2, built once from the mounted routes.
import { Hono } from 'hono';
import { z } from 'zod';
import { apiRoute, describedBy } from '@/backend/http/api-route';
import { describeRoutes, openApiDocument, type MountedRoute } from './document';

export const openApiEntries = {
  document: apiRoute({
    method: 'get',
    path: '/openapi.json',
    tag: 'Reference',
    summary: 'This description of the API (OpenAPI 3.1); a readable version is at /api-docs.',
    reply: z.object({ openapi: z.string() }).passthrough(),
  }),
};

/** `mounted` reads the whole app's routes at the first request, when every route is registered. */
export function openApiRoutes(mounted: () => { routes: readonly MountedRoute[]; basePath: string; authenticate: unknown }) {
  let document: unknown;
  return new Hono().get('/openapi.json', describedBy(openApiEntries.document), (c) => {
    if (!document) {
      const { routes, basePath, authenticate } = mounted();
      document = openApiDocument(describeRoutes(routes, basePath, authenticate).described, basePath);
    }
    return c.json(document);
  });
}
