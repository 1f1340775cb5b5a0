// Every permission of the catalogue gates something real: for each one, a user holding only it (with what the gate
// needs besides) gets past the routes and checks that name it, and a user holding every other permission is refused
// there (403). Route gates come from the access matrix (api-access-expectations.ts), checks inside a route from
// permission-gates.ts. A catalogue permission with neither fails the suite, as does one listed as gating nothing that
// now gates something.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providers, users } from '@/backend/db/schema';
import { issueToken } from '@/backend/modules/auth/tokens';
import { permissionNames, type Permission } from '@/contract/auth';
import { createUser } from '@/tests/factories/users';
import { apiAccess, type RouteExpectation } from './api-access-expectations';
import { allowedSideElsewhere, fieldGates, notYetGated, routeAllowedWith, signInGates, type FieldGate, type SignInGate } from './permission-gates';
import { fillPath } from './support/api-routes';
import { createWorld, type World } from './support/world';

const catalogue = permissionNames.filter((name): name is Exclude<Permission, '*'> => name !== '*');

/**
 * Routes whose access names the permission. `live`: only those the demo tenant can reach (routes of features it has
 * off, such as fenicio orders, are tested switched on in their own API tests).
 */
function routeGates(permission: Permission, { live = false } = {}): [string, RouteExpectation & { access: { anyOf: Permission[] } }][] {
  return Object.entries(apiAccess).filter(
    (entry): entry is [string, RouteExpectation & { access: { anyOf: Permission[] } }] =>
      typeof entry[1].access === 'object' && entry[1].access.anyOf.includes(permission) && !(live && entry[1].featureOff),
  );
}

describe('every catalogue permission gates something', () => {
  it('has a route of the access matrix or a probe in permission-gates.ts for each permission, or says why not', () => {
    const ungated = catalogue.filter((permission) => routeGates(permission).length === 0 && !fieldGates[permission] && !signInGates[permission]);
    expect(ungated.filter((permission) => !notYetGated[permission]), 'Permissions that gate nothing: add a route gate or a probe').toEqual([]);
    expect(
      Object.keys(notYetGated).filter((permission) => !(ungated as string[]).includes(permission)),
      'Listed in notYetGated but gating something now: take them off the list',
    ).toEqual([]);
  });

  describe('live', () => {
    let world: World;
    const tokens = new Map<string, string>();

    /** A team member of the own tenant holding exactly these permissions and the API sign-in (one per distinct set). */
    async function tokenFor(permissions: readonly string[]): Promise<string> {
      const held = [...new Set([...permissions, 'user-login-api'])];
      const key = held.sort().join(',');
      const known = tokens.get(key);
      if (known) return known;
      const user = await createUser(world.db, { tenantId: world.tenantIds.own, subType: 3, permissions: held, exactPermissions: true });
      await world.db.update(users).set({ acceptedTc: true }).where(eq(users.id, user.id));
      const { token } = await issueToken(world.db, { userId: user.id, ttlHours: 1 });
      tokens.set(key, token);
      return token;
    }

    async function callRoute(key: string, expectation: RouteExpectation, token: string) {
      const [method, path] = key.split(' ') as [string, string];
      const values = Object.fromEntries(
        Object.entries(expectation.params ?? {}).map(([name, value]) => [name, typeof value === 'string' ? world.records.own[value] : value.value]),
      );
      return world.send(fillPath(path, values), { method, token, ...(method !== 'GET' ? { json: expectation.body ?? {} } : {}) });
    }

    async function callProbe(gate: FieldGate, token: string) {
      const path = gate.path.replace(/:([a-z]+)/gi, (_, name: string) => world.records.own[gate.params![name]!]);
      return world.send(path, { method: gate.method, token, ...(gate.body ? { json: gate.body(world.records.own) } : {}) });
    }

    beforeAll(async () => {
      world = await createWorld();
    }, 120_000);
    afterAll(async () => {
      await world?.backend.close();
    });

    // Deletes last: the records other cells use still exist while they run.
    const cells = catalogue.flatMap((permission) => routeGates(permission, { live: true }).map(([key, expectation]) => ({ permission, key, expectation })));
    cells.sort((a, b) => Number(a.key.startsWith('DELETE')) - Number(b.key.startsWith('DELETE')));

    it.each(cells.map((cell) => [`${cell.permission} → ${cell.key}`, cell] as const))('%s', async (_, { permission, key, expectation }) => {
      const others = catalogue.filter((name) => !expectation.access.anyOf.includes(name));
      const refused = await callRoute(key, expectation, await tokenFor(others));
      expect(refused.status, `${key} without ${expectation.access.anyOf.join(' or ')}: ${JSON.stringify(refused.body)}`).toBe(403);
      if (allowedSideElsewhere[`${permission} → ${key}`]) return;
      const allowed = await callRoute(key, expectation, await tokenFor([permission, ...(routeAllowedWith[key] ?? [])]));
      expect([401, 403], `${key} with only ${permission}: ${allowed.status} ${JSON.stringify(allowed.body)?.slice(0, 200)}`).not.toContain(allowed.status);
      expect(allowed.status).toBeLessThan(500);
    });

    /** A user of the gate's type holding exactly `permissions` signs in, or uses a token issued earlier, on the gate's channel. */
    async function trySignIn(gate: SignInGate, permissions: readonly string[]) {
      const user = await createUser(world.db, { tenantId: world.tenantIds.own, type: gate.type, permissions: [...permissions], exactPermissions: true });
      const headers = gate.channel === 'web' ? { 'x-backoffice-key': world.backofficeKey } : undefined;
      if (gate.by === 'password') return world.send('/auth/login', { headers, json: { email: user.email, password: user.password } });
      const { token } = await issueToken(world.db, { userId: user.id, ttlHours: 1 });
      return world.send('/notifications', { headers, token });
    }

    const signIns = catalogue.flatMap((permission) => (signInGates[permission] ?? []).map((gate) => ({ permission, gate })));
    it.each(signIns.map((probe) => [`${probe.permission} → ${probe.gate.what}`, probe] as const))('%s', async (_, { permission, gate }) => {
      const refused = await trySignIn(gate, catalogue.filter((name) => name !== permission));
      expect(refused.status, `${gate.what} without ${permission}: ${JSON.stringify(refused.body)}`).toBe(403);
      const allowed = await trySignIn(gate, [permission]);
      expect(allowed.status, `${gate.what} with only ${permission}: ${JSON.stringify(allowed.body)?.slice(0, 200)}`).toBe(200);
    });

    const probes = catalogue.flatMap((permission) => (fieldGates[permission] ?? []).map((gate) => ({ permission, gate })));
    it.each(probes.map((probe) => [`${probe.permission} → ${probe.gate.what}`, probe] as const))('%s', async (_, { permission, gate }) => {
      if (gate.configs) {
        const [tenant] = await world.db.select({ configs: providers.configs }).from(providers).where(eq(providers.id, world.tenantIds.own));
        const names = new Set(gate.configs.map((c) => c.name));
        await world.db
          .update(providers)
          .set({ configs: [...tenant!.configs.filter((c) => !names.has(c.name)), ...gate.configs], credits: sql`greatest(${providers.credits}, 100000)` })
          .where(eq(providers.id, world.tenantIds.own));
      }
      const refused = await callProbe(gate, await tokenFor(gate.with));
      expect(refused.status, `${gate.what} without ${permission}: ${JSON.stringify(refused.body)}`).toBe(403);
      const allowed = await callProbe(gate, await tokenFor([...gate.with, permission]));
      expect([401, 403], `${gate.what} with ${permission}: ${allowed.status} ${JSON.stringify(allowed.body)?.slice(0, 200)}`).not.toContain(allowed.status);
      expect(allowed.status).toBeLessThan(500);
    });
  });
});
