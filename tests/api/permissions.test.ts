// GET/PUT /user/{id}/permissions: the catalogue by area, replace, the user's next request sees the change,
// no granting what one does not hold, no self-lockout, tenant isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionNames } from '@/contract/auth';
import { permissionsUpdatedReply, userMessages, userPermissionsReply } from '@/contract/users';
import { seedAdminTenant, signedInUser, userRow } from '@/tests/factories/administration';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
let main: Awaited<ReturnType<typeof seedAdminTenant>>;
let other: Awaited<ReturnType<typeof seedAdminTenant>>;

beforeAll(async () => {
  backend = await startTestBackend();
  main = await seedAdminTenant(backend);
  other = await seedAdminTenant(backend);
});
afterAll(async () => {
  await backend?.close();
});

describe('GET /user/{id}/permissions', () => {
  it("answers the user's permissions and the whole catalogue grouped by area", async () => {
    const target = await signedInUser(backend, main.tenant.id, ['booking-show']);
    const reply = await backend.request(`/user/${target.user.id}/permissions`, { token: main.token });
    const { data } = userPermissionsReply.parse(reply.body);
    expect(data.permissions).toEqual(['booking-show', 'user-login-web', 'user-login-api']);
    const listed = data.catalogue.flatMap((area) => area.permissions);
    expect(new Set(listed)).toEqual(new Set(permissionNames.filter((name) => name !== '*')));
    expect(data.catalogue.map((area) => area.area)).toContain('apartments');
  });

  it("answers 404 for another tenant's user", async () => {
    expect((await backend.request(`/user/${other.user.id}/permissions`, { token: main.token })).status).toBe(404);
  });
});

describe('PUT /user/{id}/permissions', () => {
  it('replaces the list and the user’s next request sees it', async () => {
    const target = await signedInUser(backend, main.tenant.id, ['booking-show']);
    expect((await backend.request('/articles', { token: target.token })).status).toBe(403);
    const reply = await backend.request(`/user/${target.user.id}/permissions`, {
      method: 'PUT', token: main.token, json: { permissions: ['user-login-api', 'article-show', 'article-show', 'apartment-show'] },
    });
    expect(reply.status).toBe(200);
    expect(permissionsUpdatedReply.parse(reply.body)).toEqual({ message: 'Se actualizaron los permisos', data: { id: target.user.id, permissions: ['user-login-api', 'article-show', 'apartment-show'] } });
    expect((await backend.request('/articles', { token: target.token })).status).toBe(200);
    expect((await backend.request('/booking', { token: target.token })).status).toBe(403);
  });

  it('accepts only catalogue names or "*"', async () => {
    const target = await signedInUser(backend, main.tenant.id, ['booking-show']);
    const reply = await backend.request(`/user/${target.user.id}/permissions`, { method: 'PUT', token: main.token, json: { permissions: ['booking-show', 'superpoderes'] } });
    expect(reply.status).toBe(422);
    expect(reply.body.errors['permissions.1']).toEqual(['Permiso desconocido']);
    expect((await userRow(backend.db, target.user.id)).permissions).toEqual(target.user.permissions);
    const star = await backend.request(`/user/${target.user.id}/permissions`, { method: 'PUT', token: main.token, json: { permissions: ['*'] } });
    expect(star.status).toBe(200);
  });

  it('refuses an administrator removing their own permission to edit permissions (412)', async () => {
    const reply = await backend.request(`/user/${main.user.id}/permissions`, { method: 'PUT', token: main.token, json: { permissions: ['booking-show'] } });
    expect(reply.status).toBe(412);
    expect(reply.body.error.permissions).toEqual([userMessages.selfLockout]);
    expect((await userRow(backend.db, main.user.id)).permissions).toEqual(['*']);
    // Trading "*" for an explicit permissions-edit keeps them in charge: allowed.
    const admin = await signedInUser(backend, main.tenant.id, ['*']);
    const trade = await backend.request(`/user/${admin.user.id}/permissions`, { method: 'PUT', token: admin.token, json: { permissions: ['permissions-edit', 'user-show', 'user-login-api'] } });
    expect(trade.status).toBe(200);
  });

  it('refuses an editor removing the sign-in they are using (412), and allows removing the other channel’s', async () => {
    const editor = await signedInUser(backend, main.tenant.id, ['permissions-edit']);
    const lockout = await backend.request(`/user/${editor.user.id}/permissions`, { method: 'PUT', token: editor.token, json: { permissions: ['permissions-edit', 'user-login-web'] } });
    expect(lockout.status).toBe(412);
    expect(lockout.body.error.permissions).toEqual([userMessages.selfSignInLockout]);
    expect((await userRow(backend.db, editor.user.id)).permissions).toEqual(editor.user.permissions);
    const other = await backend.request(`/user/${editor.user.id}/permissions`, { method: 'PUT', token: editor.token, json: { permissions: ['permissions-edit', 'user-login-api'] } });
    expect(other.status).toBe(200);
  });

  it('lets nobody grant what they do not hold', async () => {
    const editor = await signedInUser(backend, main.tenant.id, ['permissions-edit', 'booking-show']);
    const target = await signedInUser(backend, main.tenant.id, []);
    const escalate = await backend.request(`/user/${target.user.id}/permissions`, { method: 'PUT', token: editor.token, json: { permissions: ['*'] } });
    expect(escalate.status).toBe(403);
    const self = await backend.request(`/user/${editor.user.id}/permissions`, { method: 'PUT', token: editor.token, json: { permissions: ['permissions-edit', 'booking-show', 'billing-show'] } });
    expect(self.status).toBe(403);
    expect((await userRow(backend.db, editor.user.id)).permissions).toEqual(editor.user.permissions);
    const fine = await backend.request(`/user/${target.user.id}/permissions`, { method: 'PUT', token: editor.token, json: { permissions: ['booking-show'] } });
    expect(fine.status).toBe(200);
  });

  it("answers 403 without permissions-edit and 404 for another tenant's user, changing nothing", async () => {
    const viewer = await signedInUser(backend, main.tenant.id, ['user-show', 'user-edit']);
    const target = await signedInUser(backend, main.tenant.id, ['booking-show']);
    expect((await backend.request(`/user/${target.user.id}/permissions`, { method: 'PUT', token: viewer.token, json: { permissions: [] } })).status).toBe(403);
    expect((await userRow(backend.db, target.user.id)).permissions).toEqual(target.user.permissions);
    expect((await backend.request(`/user/${other.user.id}/permissions`, { method: 'PUT', token: main.token, json: { permissions: [] } })).status).toBe(404);
    expect((await userRow(backend.db, other.user.id)).permissions).toEqual(['*']);
  });
});
