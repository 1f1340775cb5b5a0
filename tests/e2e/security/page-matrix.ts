// The BFF page matrix: every page and route handler under app/ (listed from the file system) × tenant A's roles
// on their own and the other tenant's records × no session. Outcomes are classified the same way whether or not
// proxy.ts runs, so the two runs can be compared cell by cell.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { pageAccess, type PageExpectation } from './page-expectations';

export interface Screen {
  key: string;
  /** URL pattern, e.g. /reservas/[id]. */
  pattern: string;
  method: 'GET' | 'POST';
}

function walk(dir: string, into: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, into);
    else if (name === 'page.tsx' || name === 'route.ts') into.push(full);
  }
  return into;
}

/** Every page and route handler of app/ except the /api/v2 mount (covered by the API matrix). */
export function listScreens(): Screen[] {
  const screens: Screen[] = [];
  for (const file of walk('app')) {
    const segments = path.relative('app', path.dirname(file)).split(path.sep).filter((s) => s && !/^\(.*\)$/.test(s));
    const pattern = `/${segments.join('/')}`;
    if (pattern.startsWith('/api/')) continue;
    if (file.endsWith('page.tsx')) {
      screens.push({ key: pattern, pattern, method: 'GET' });
      continue;
    }
    const source = readFileSync(file, 'utf8');
    if (/export (async )?function GET/.test(source)) screens.push({ key: pattern, pattern, method: 'GET' });
    if (/export (async )?function POST/.test(source)) screens.push({ key: `POST ${pattern}`, pattern, method: 'POST' });
  }
  return screens.sort((a, b) => a.key.localeCompare(b.key));
}

export type Outcome = 'ok' | 'sign-in' | 'home' | 'forbidden' | 'not-found' | 'refused' | `status ${number}`;

/** One reply, without following redirects, as a user would experience it. */
export function classify(status: number, location: string | undefined): Outcome {
  if (status >= 300 && status < 400) {
    const target = new URL(location ?? '/', 'http://x').pathname;
    if (target === '/iniciar-sesion' || target === '/sesion-expirada') return 'sign-in';
    if (target === '/') return 'home';
    return `status ${status}`;
  }
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status >= 200 && status < 300) return 'ok';
  // Route handlers that validate what they were sent (an empty upload): past authorisation, refused on content.
  if (status === 400 || status === 413 || status === 415 || status === 422) return 'refused';
  return `status ${status}`;
}

export type Role = 'admin' | 'operator' | 'deliveryMan' | 'resident';
export const permissionsOf: Record<Role, string[]> = {
  admin: ['*'],
  operator: ['user-login-web', 'user-login-api', 'booking-show', 'booking-create', 'booking-edit', 'booking-excel', 'billing-show'],
  deliveryMan: ['user-login-web', 'user-login-api', 'booking-show'],
  resident: ['user-login-ho'],
};

/** What the cell should give: `allowed` is ok, or refused on content for route handlers. */
export function expectedOutcome(expectation: PageExpectation, actor: Role | 'anonymous', tenant: 'own' | 'other'): Outcome | 'allowed' {
  const { access } = expectation;
  const hasRecord = Object.values(expectation.params ?? {}).some((value) => typeof value === 'string');
  if (access === 'public') {
    const needs = expectation.signedInNeeds;
    if (needs && actor !== 'anonymous' && actor !== 'resident') {
      const granted = permissionsOf[actor];
      if (!granted.includes('*') && !needs.some((permission) => granted.includes(permission))) return 'forbidden';
    }
    return 'allowed';
  }
  if (actor === 'anonymous' || actor === 'resident') return 'sign-in';
  // The matrix's actors are a tenant's users; none holds the service operator's scope.
  if (access === 'serviceOperator') return 'forbidden';
  if (access !== 'signedIn') {
    const granted = permissionsOf[actor];
    // Tenant A is a standard tenant: custom-only screens are refused to all its users.
    if (access.custom) return 'forbidden';
    if (!granted.includes('*') && !access.anyOf.some((permission) => granted.includes(permission))) return 'forbidden';
  }
  if (hasRecord && (tenant === 'other' || (expectation.ownedByAdmin && actor !== 'admin'))) return 'not-found';
  return 'allowed';
}

export function fillPattern(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/\[([^\]]+)\]/g, (_, name: string) => encodeURIComponent(values[name] ?? 'missing'));
}

export async function send(request: APIRequestContext, url: string, method: 'GET' | 'POST', cookie?: string) {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const reply =
    method === 'GET'
      ? await request.get(url, { headers, maxRedirects: 0 })
      : await request.post(url, { headers, maxRedirects: 0, multipart: { file: { name: 'vacio.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.alloc(0) } } });
  return { status: reply.status(), location: reply.headers()['location'], body: await reply.text(), headers: reply.headers() };
}

export { pageAccess };
