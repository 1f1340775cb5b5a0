// GET /api/v2/openapi.json: every mounted route is described by its registry entry (backend/http/api-route.ts), the
// description matches the route, and a route validates only with its own entry's schemas.
import { Hono } from 'hono';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basePath, createApp } from '@/backend/app';
import type { Database } from '@/backend/db/client';
import { apiRoute, describedBy } from '@/backend/http/api-route';
import { handleError } from '@/backend/http/error-handler';
import { parseBody } from '@/backend/http/validation';
import { describeRoutes } from '@/backend/openapi/document';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

/** Route registration touches no database. */
const mountedApp = () => createApp({ db: {} as Database, tokenTtlHours: 1 });

interface Operation {
  security: unknown[];
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; anyOf?: unknown[] } }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }>; $ref?: string }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; responses: Record<string, unknown> };
}

describe('the route registry', () => {
  it('describes every route of the app with an entry naming its own method and path', () => {
    // A failure names the route: add `describedBy(<module>Api.<name>)` with an entry in backend/modules/<module>/api.ts.
    const app = mountedApp();
    expect(describeRoutes(app.routes, basePath, null).problems).toEqual([]);
  });

  it('names a route without an entry and one whose entry says another path', () => {
    const entry = apiRoute({ method: 'get', path: '/things', tag: 'T', summary: 'Things.' });
    const app = new Hono()
      .basePath('/api')
      .get('/things', describedBy(entry), (c) => c.json({}))
      .get('/other/:id{[0-9]+}', describedBy(entry), (c) => c.json({}))
      .post('/things', (c) => c.json({}));
    expect(describeRoutes(app.routes, '/api', null).problems).toEqual([
      'GET /other/:id{[0-9]+} is described as GET /things',
      'POST /things has no registry entry (describedBy)',
    ]);
  });

  it('refuses (500) to parse a body with another route’s entry', async () => {
    const own = apiRoute({ method: 'post', path: '/a', tag: 'T', summary: 'A.', body: z.object({ a: z.string() }) });
    const other = apiRoute({ method: 'post', path: '/b', tag: 'T', summary: 'B.', body: z.object({ b: z.string() }) });
    const app = new Hono();
    app.onError(handleError);
    app.post('/a', describedBy(own), async (c) => c.json(await parseBody(c, other)));
    app.post('/b', describedBy(other), async (c) => c.json(await parseBody(c, other)));
    const send = (path: string) => app.request(path, { method: 'POST', body: JSON.stringify({ b: 'x' }) });
    expect((await send('/a')).status).toBe(500);
    expect(await (await send('/b')).json()).toEqual({ b: 'x' });
  });
});

describe('GET /api/v2/openapi.json', () => {
  let backend: TestBackend;
  let document: Document;

  beforeAll(async () => {
    backend = await startTestBackend();
    const reply = await backend.request('/openapi.json');
    expect(reply.status).toBe(200);
    document = reply.body as Document;
  });
  afterAll(() => backend.close());

  it('is served without a token, as OpenAPI 3.1 with bearer authentication', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('has one operation per mounted route', () => {
    const { described } = describeRoutes(mountedApp().routes, basePath, null);
    const operations = new Set(described.map(({ entry }) => `${entry.method} ${entry.path}`));
    const documented = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
    expect(new Set(documented)).toEqual(operations);
  });

  it('marks signed-out routes public and the rest as needing the bearer token, with 401 and 403', () => {
    expect(document.paths['/auth/login']!.post!.security).toEqual([]);
    expect(document.paths['/public/boarding-pass/{order}']!.get!.security).toEqual([]);
    const list = document.paths['/booking']!.get!;
    expect(list.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(list.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '422']));
  });

  it('describes parameters, bodies, replies and error shapes from the contract schemas', () => {
    const update = document.paths['/apartments/{id}']!.put!;
    expect(update.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path', required: true }));
    expect(update.requestBody!.content['application/json']!.schema.properties).toHaveProperty('name');
    expect(update.responses['200']!.content!['application/json']!.schema).toMatchObject({ properties: { data: { type: 'object' } } });
    expect(update.responses['422']).toEqual({ $ref: '#/components/responses/E422' });
    expect(document.components.responses.E422).toMatchObject({
      content: { 'application/json': { schema: { properties: { errors: { type: 'object' } } } } },
    });
    const list = document.paths['/booking']!.get!;
    expect(list.parameters).toContainEqual(expect.objectContaining({ name: 'perPage', in: 'query', required: false }));
    expect(document.paths['/billing/receipts/{id}/file']!.get!.responses['200']!.content).toHaveProperty('application/pdf');
  });

  it('holds no reference that would point outside the document', () => {
    const refs = JSON.stringify(document).match(/"\$ref":"[^"]*"/g) ?? [];
    expect(refs.filter((ref) => !ref.startsWith('"$ref":"#/components/'))).toEqual([]);
  });
});
