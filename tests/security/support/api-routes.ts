// The /api/v2 routes of the real Hono app, listed from the app itself so routes added later are covered.
import { basePath, createApp } from '@/backend/app';
import type { Database } from '@/backend/db/client';

export interface ApiRoute {
  method: string;
  /** Hono's path without /api/v2, e.g. `/booking/:id{[0-9]+}`. */
  path: string;
  /** The expectation key: `PUT /booking/:id`. */
  key: string;
  params: string[];
}

export function listApiRoutes(): ApiRoute[] {
  // Route registration touches no database; the handle is never used.
  const app = createApp({ db: {} as Database, tokenTtlHours: 1 });
  const seen = new Map<string, ApiRoute>();
  for (const route of app.routes) {
    // Middleware (`use`) shows up as ALL; real endpoints carry their method.
    if (route.method === 'ALL') continue;
    const path = route.path.slice(basePath.length) || '/';
    const key = `${route.method} ${path.replace(/\{[^}]*\}/g, '')}`;
    if (seen.has(key)) continue;
    const params = [...path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]!);
    seen.set(key, { method: route.method, path, key, params });
  }
  return [...seen.values()];
}

/** The concrete URL with each `:param{pattern}` replaced. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, (_, name: string) => encodeURIComponent(values[name] ?? 'missing'));
}
