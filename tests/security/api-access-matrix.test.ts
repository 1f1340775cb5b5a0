// Access-control matrix of /api/v2: every route of the real app × every role of tenant A on its own and on the
// other tenant's records × no token. Expected status per cell from api-access-expectations.ts; every refused write
// is checked against a fingerprint of the whole database; every reply carries the API's security headers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '@/backend/seed/demo-accounts';
import { apiSecurityHeaders } from '@/backend/middleware/security-headers';
import { apiAccess, type RouteExpectation } from './api-access-expectations';
import { fillPath, listApiRoutes, type ApiRoute } from './support/api-routes';
import { saveFigures } from './support/figures';
import { fingerprint } from './support/fingerprint';
import { createWorld, type Role, type World } from './support/world';

type Actor = Role | 'anonymous';
type Tenant = 'own' | 'other';
/** `allowed`: past authorisation (any status but 401, 403 and 5xx; never 404 on one's own record). */
type Expected = number | 'allowed';

const permissionsOf: Record<Role, readonly string[]> = {
  admin: demoAccounts.admin.permissions,
  operator: demoAccounts.operator.permissions,
  deliveryMan: demoAccounts.deliveryMan.permissions,
  resident: [],
};

function passesAuthorisation(expectation: RouteExpectation, role: Role): boolean {
  const { access } = expectation;
  if (access === 'public' || access === 'signedIn') return true;
  if (role === 'resident') return false;
  if (access === 'backOffice') return true;
  // The matrix's actors are a tenant's users; none holds the service operator's scope.
  if (access === 'serviceOperator' || access === 'integrationSecret') return false;
  const granted = permissionsOf[role];
  return granted.includes('*') || access.anyOf.some((permission) => granted.includes(permission));
}

function expectedStatus(expectation: RouteExpectation, actor: Actor, tenant: Tenant, hasRecord: boolean): Expected {
  if (expectation.access === 'integrationSecret') return 401;
  if (actor === 'anonymous') return expectation.access === 'public' ? (expectation.anonymous ?? 'allowed') : 401;
  if (!passesAuthorisation(expectation, actor) || expectation.featureOff) return 403;
  if (tenant === 'other' && hasRecord) return expectation.otherTenant ?? 404;
  return expectation.ownedByAdmin && actor !== 'admin' ? 404 : 'allowed';
}

function describeDeclaration(route: ApiRoute): string {
  const params = route.params.length ? `, params: { ${route.params.map((p) => `${p}: '<record kind>'`).join(', ')} }` : '';
  return `'${route.key}': { access: 'public' | 'signedIn' | 'backOffice' | { anyOf: [<permissions>] } | 'serviceOperator' | 'integrationSecret'${params} }`;
}

const routes = listApiRoutes();
// Deletes last, so the records other cells use still exist while they run.
const ordered = [...routes].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
// Per route: refusals first, then the other tenant, then allowed roles with the administrator last.
const actors: Actor[] = ['anonymous', 'resident', 'deliveryMan', 'operator', 'admin'];

interface Cell {
  route: string;
  actor: Actor;
  tenant: Tenant;
  expected: Expected;
  status: number;
}

describe('/api/v2 access-control matrix', () => {
  let world: World;
  const cells: Cell[] = [];
  let refusedWritesChecked = 0;

  beforeAll(async () => {
    world = await createWorld();
  }, 120_000);
  afterAll(async () => {
    await world?.backend.close();
  });

  it('has an expectation for every route of the app, and no stale one', () => {
    const missing = routes.filter((route) => !apiAccess[route.key]);
    expect(
      missing.map(describeDeclaration),
      `Declare who may call these routes in tests/security/api-access-expectations.ts (see docs/security.md, "Adding a route"):`,
    ).toEqual([]);
    const known = new Set(routes.map((route) => route.key));
    expect(Object.keys(apiAccess).filter((key) => !known.has(key)), 'Expectations for routes the app no longer has').toEqual([]);
  });

  it.each(ordered.map((route) => [route.key, route] as const))('%s', async (_, route) => {
    const expectation = apiAccess[route.key];
    if (!expectation) return; // reported by the test above
    const recordParams = Object.entries(expectation.params ?? {});
    const hasRecord = recordParams.some(([, value]) => typeof value === 'string');
    const write = route.method !== 'GET';
    const tenants: Tenant[] = hasRecord ? ['other', 'own'] : ['own'];
    for (const tenant of tenants) {
      for (const actor of actors) {
        if (actor === 'anonymous' && tenant === 'other') continue;
        const values = Object.fromEntries(
          recordParams.map(([name, value]) => [name, typeof value === 'string' ? world.records[tenant][value] : value.value]),
        );
        const expected = expectedStatus(expectation, actor, tenant, hasRecord);
        const before = write && expected !== 'allowed' ? await fingerprint(world.db) : null;
        const token = actor === 'anonymous' ? undefined : await world.tokenOf(actor);
        const reply = await world.send(fillPath(route.path, values), {
          method: route.method,
          token,
          ...(write ? { json: expectation.body ?? {} } : {}),
        });
        const cell = `${route.key} as ${actor} on ${tenant} tenant → ${reply.status} ${JSON.stringify(reply.body)?.slice(0, 200)}`;
        if (expected === 'allowed') {
          expect([401, 403], cell).not.toContain(reply.status);
          expect(reply.status, cell).toBeLessThan(500);
          if (hasRecord && tenant === 'own') expect(reply.status, cell).not.toBe(404);
        } else {
          expect(reply.status, cell).toBe(expected);
          expect(typeof reply.body?.message, cell).toBe('string');
        }
        if (before) {
          expect(await fingerprint(world.db), `${cell}: a refused write changed the database`).toEqual(before);
          refusedWritesChecked++;
        }
        for (const [name, value] of Object.entries(apiSecurityHeaders)) {
          if (name !== 'Cache-Control') expect(reply.headers.get(name), `${cell}: header ${name}`).toBe(value);
        }
        expect(reply.headers.get('cache-control'), cell).toMatch(/private.*no-store|no-store.*private/);
        cells.push({ route: route.key, actor, tenant, expected, status: reply.status });
      }
    }
  });

  afterAll(() => {
    saveFigures('api-access-matrix', {
      routes: routes.length,
      cells: cells.length,
      refused: cells.filter((cell) => cell.expected !== 'allowed').length,
      refusedWritesFingerprinted: refusedWritesChecked,
      table: cells,
    });
  });
});
