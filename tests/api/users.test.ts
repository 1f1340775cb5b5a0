// /user/team: team users and residents (list, filters, create, update, delete), account resets that e-mail
// through the outbox, /enterprise-providers; permissions, tenant isolation, mass assignment, self-delete.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseProviders, passwordResetTokens, users } from '@/backend/db/schema';
import { enterpriseProviderList, teamUserList, teamUserReply, userMessages } from '@/contract/users';
import { secretBodyNotice } from '@/contract/mail';
import { insertApartment, insertResident, outboxTo, seedAdminTenant, signedInUser, userRow } from '@/tests/factories/administration';
import { seedTenant } from '@/tests/factories/tenants';
import { createUser } from '@/tests/factories/users';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';
import { backofficeKeyHeader } from '@/contract/auth';

let backend: TestBackend;
let main: Awaited<ReturnType<typeof seedAdminTenant>>;
let other: Awaited<ReturnType<typeof seedAdminTenant>>;
let apartmentId: number;
let foreignApartmentId: number;
const team: number[] = [];

const backofficeKey = 'b'.repeat(40);

beforeAll(async () => {
  backend = await startTestBackend({ backofficeKey });
  main = await seedAdminTenant(backend, { tenant: { configs: [{ name: 'extra_roles', value: '12' }] } });
  other = await seedAdminTenant(backend);
  team.push(main.user.id);
  for (const [name, lastName, subType] of [['Oscar', 'Operador', 3], ['Rita', 'Repartidora', 4], ['Sara', 'Especial', 5], ['Pedro', 'Pda', 12], ['Olga', 'Operadora', 3]] as const) {
    team.push((await createUser(backend.db, { tenantId: main.tenant.id, name, lastName, subType })).id);
  }
  apartmentId = (await insertApartment(backend.db, { tenantId: main.tenant.id, name: 'Torre A 1' })).id;
  foreignApartmentId = (await insertApartment(backend.db, { tenantId: other.tenant.id })).id;
  for (const name of ['Lucía', 'Martín']) await insertResident(backend.db, { tenantId: main.tenant.id, apartmentId, name });
});
afterAll(async () => {
  await backend?.close();
});

const teamBody = (overrides: Record<string, unknown> = {}) => ({
  sub_type: '3', name: 'Nora', last_name: 'Nueva', cellphone: '099123456', email: `nora${Math.random().toString(36).slice(2, 8)}@example.com`, id_document: '1234567-2', ...overrides,
});
const residentBody = (overrides: Record<string, unknown> = {}) => ({
  type: 'Residente', name: 'Rosa', last_name: 'Residente', email: `rosa${Math.random().toString(36).slice(2, 8)}@example.com`, apartment_id: apartmentId, phone: '26001234', comments: 'Portería', whatsapp: true, sub_type: '1', ...overrides,
});

describe('GET /user/team', () => {
  it('lists team users 5 a page, id ascending; residents apart with type=Residente, 25 a page', async () => {
    const reply = await backend.request('/user/team', { token: main.token });
    const { data, meta } = teamUserList.parse(reply.body);
    expect(data.map((u) => u.id)).toEqual(team.slice(0, 5));
    expect(meta).toMatchObject({ total: 6, per_page: 5, last_page: 2 });
    expect(data[0]!.provider).toEqual({ id: main.tenant.id, name: main.tenant.name });
    // Without type (the team screen sends none, docs/domain/backend-calls.md): team users only, never residents.
    const everyone = teamUserList.parse((await backend.request('/user/team?perPage=100', { token: main.token })).body).data;
    expect(everyone.map((u) => u.id)).toEqual(team);
    expect(everyone.every((u) => u.type === 'Usuario')).toBe(true);
    const residents = teamUserList.parse((await backend.request('/user/team?type=Residente', { token: main.token })).body);
    expect(residents.meta.per_page).toBe(25);
    expect(residents.data.map((u) => [u.type, u.personal_info.name, u.personal_info.apartment?.name])).toEqual([
      ['Residente', 'Lucía', 'Torre A 1'], ['Residente', 'Martín', 'Torre A 1'],
    ]);
  });

  it('filters team users by name, last name, role and id; residents by apartment', async () => {
    const ids = async (q: string) => teamUserList.parse((await backend.request(`/user/team?${q}`, { token: main.token })).body).data.map((u) => u.id);
    expect(await ids('name=osc')).toEqual([team[1]]);
    expect(await ids('last_name=OPERADOR')).toEqual([team[1], team[5]]);
    expect(await ids('sub_type=3')).toEqual([team[1], team[5]]);
    expect(await ids(`id=${team[2]}`)).toEqual([team[2]]);
    expect((await ids(`type=Residente&apartment_id=${apartmentId}`)).length).toBe(2);
    expect(await ids(`type=Residente&apartment_id=${foreignApartmentId}`)).toEqual([]);
  });

  it('needs user-show (team: user-show-pn too; residents: user-show-ho too)', async () => {
    const ho = await signedInUser(backend, main.tenant.id, ['user-show-ho']);
    expect((await backend.request('/user/team', { token: ho.token })).status).toBe(403);
    expect((await backend.request('/user/team?type=Residente', { token: ho.token })).status).toBe(200);
    const pn = await signedInUser(backend, main.tenant.id, ['user-show-pn']);
    expect((await backend.request('/user/team', { token: pn.token })).status).toBe(200);
    expect((await backend.request('/user/team?type=Residente', { token: pn.token })).status).toBe(403);
  });

  it('answers document and phones only to user-show-sensitive or user-edit, and refuses filtering or sorting on them otherwise', async () => {
    await backend.db.update(users).set({ personalInfo: { name: 'Sensible', last_name: 'Dato', id_document: '45678901', cellphone: '099000111' } }).where(eq(users.id, team[2]!));
    const member = (token: string) => backend.request(`/user/team?id=${team[2]}`, { token });
    const viewer = await signedInUser(backend, main.tenant.id, ['user-show']);
    const seen = teamUserList.parse((await member(viewer.token)).body).data[0]!;
    expect(seen.personal_info).toMatchObject({ name: 'Sensible', id_document: null, cellphone: null });
    for (const query of ['id_document=4567', 'ci=4567', 'cellphone=099', 'sortBy=id_document']) {
      expect((await backend.request(`/user/team?${query}`, { token: viewer.token })).status, query).toBe(403);
    }
    // A search does not find members by what the viewer cannot see.
    expect(teamUserList.parse((await backend.request('/user/team?search=45678901', { token: viewer.token })).body).data).toEqual([]);
    for (const permissions of [['user-show', 'user-show-sensitive'], ['user-show', 'user-edit']]) {
      const allowed = await signedInUser(backend, main.tenant.id, permissions);
      expect(teamUserList.parse((await member(allowed.token)).body).data[0]!.personal_info).toMatchObject({ id_document: '45678901', cellphone: '099000111' });
      expect(teamUserList.parse((await backend.request('/user/team?id_document=4567', { token: allowed.token })).body).data.map((u) => u.id)).toEqual([team[2]]);
    }
  });
});

describe('POST /user/team', () => {
  it('creates a team user with a code, role permissions and a credentials e-mail', async () => {
    const body = teamBody({ tenant_id: other.tenant.id, credits: 99999 });
    const reply = await backend.request('/user/team', { token: main.token, json: body });
    expect(reply.status).toBe(201);
    const user = teamUserReply.parse(reply.body).data;
    expect(user).toMatchObject({ type: 'Usuario', sub_type: 3, email: body.email, provider: { id: main.tenant.id } });
    expect(user.code).toMatch(/^\d{6}$/);
    expect(user.permissions).toContain('booking-create');
    const [mail] = await outboxTo(backend.db, main.tenant.id, body.email);
    expect(mail!.body).toContain(user.code!);
    const password = /Contraseña: (\S+)/.exec(mail!.body!)![1]!;
    // An operator starts with the back-office sign-in only (not the API).
    expect((await backend.request('/auth/login', { json: { email: body.email, password }, headers: { [backofficeKeyHeader]: backofficeKey } })).status).toBe(200);
    expect((await backend.request('/auth/login', { json: { email: body.email, password } })).status).toBe(403);
  });

  it('creates a resident with apartment, phone, comments and WhatsApp flag; sub_type as an integer', async () => {
    const reply = await backend.request('/user/team', { token: main.token, json: residentBody() });
    expect(reply.status).toBe(201);
    const resident = teamUserReply.parse(reply.body).data;
    expect(resident).toMatchObject({ type: 'Residente', sub_type: 1, whatsapp: true, code: null, permissions: ['user-login-ho'] });
    expect(resident.personal_info).toMatchObject({ phone: '26001234', comments: 'Portería', apartment: { id: apartmentId, name: 'Torre A 1' } });
  });

  it('answers 422 with the spec messages', async () => {
    const empty = await backend.request('/user/team', { token: main.token, json: {} });
    expect(empty.status).toBe(422);
    for (const field of ['sub_type', 'name', 'last_name', 'cellphone', 'email']) expect(empty.body.errors[field]).toEqual(['Este campo es requerido']);
    const email = await backend.request('/user/team', { token: main.token, json: teamBody({ email: 'no-es-correo' }) });
    expect(email.body.errors.email).toEqual(['El correo electrónico debe ser válido']);
    const duplicate = await backend.request('/user/team', { token: main.token, json: teamBody({ email: main.user.email }) });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.errors.email).toEqual(['El correo electrónico ya está registrado']);
    const role = await backend.request('/user/team', { token: main.token, json: teamBody({ sub_type: 7 }) });
    expect(role.body.errors.sub_type).toEqual(['El rol seleccionado no es válido']);
    const apartment = await backend.request('/user/team', { token: main.token, json: residentBody({ apartment_id: foreignApartmentId }) });
    expect(apartment.body.errors.apartment_id).toEqual([userMessages.apartmentNotFound]);
    const provider = await backend.request('/user/team', { token: main.token, json: teamBody({ provider_id: other.tenant.id }) });
    expect(provider.body.errors.provider_id).toEqual([userMessages.providerNotAllowed]);
  });

  it('offers pda (12) only when extra_roles includes 12', async () => {
    expect((await backend.request('/user/team', { token: main.token, json: teamBody({ sub_type: 12 }) })).status).toBe(201);
    expect((await backend.request('/user/team', { token: other.token, json: teamBody({ sub_type: 12 }) })).status).toBe(422);
  });

  it('needs user-edit for team users; user-create-ho is enough for residents', async () => {
    const ho = await signedInUser(backend, main.tenant.id, ['user-create-ho']);
    const body = teamBody();
    expect((await backend.request('/user/team', { token: ho.token, json: body })).status).toBe(403);
    expect(await outboxTo(backend.db, main.tenant.id, body.email)).toEqual([]);
    expect((await backend.request('/user/team', { token: ho.token, json: residentBody() })).status).toBe(201);
  });

  it('user-create-pn creates team members, never residents', async () => {
    const pn = await signedInUser(backend, main.tenant.id, ['user-create-pn']);
    expect((await backend.request('/user/team', { token: pn.token, json: teamBody() })).status).toBe(201);
    const resident = residentBody();
    expect((await backend.request('/user/team', { token: pn.token, json: resident })).status).toBe(403);
    expect(await outboxTo(backend.db, main.tenant.id, resident.email)).toEqual([]);
  });
});

describe('PUT and DELETE /user/team/{id}', () => {
  it('updates the editable fields and ignores tenant, type, credits and permissions', async () => {
    const target = team[2]!;
    const reply = await backend.request(`/user/team/${target}`, {
      method: 'PUT', token: main.token,
      json: teamBody({ name: 'Rita B', sub_type: 5, type: 'Residente', provider_id: other.tenant.id, permissions: ['*'], credits: 5 }),
    });
    expect(reply.status).toBe(200);
    const row = await userRow(backend.db, target);
    expect(row).toMatchObject({ type: 'Usuario', subType: 5, providerId: main.tenant.id, permissions: ['user-login-web', 'user-login-api'] });
    expect(row.personalInfo.name).toBe('Rita B');
  });

  it("keeps a resident's stored cellphone when the form (which has none) saves, and clears it on an explicit null", async () => {
    const created = await backend.request('/user/team', { token: main.token, json: residentBody({ cellphone: '099765432' }) });
    expect(created.status).toBe(201);
    const id = teamUserReply.parse(created.body).data.id;
    // What the resident form sends on edit: no type and no cellphone.
    const form: Record<string, unknown> = residentBody({ email: created.body.data.email, phone: '26009999' });
    delete form.type;
    expect((await backend.request(`/user/team/${id}`, { method: 'PUT', token: main.token, json: form })).status).toBe(200);
    expect((await userRow(backend.db, id)).personalInfo).toMatchObject({ phone: '26009999', cellphone: '099765432' });
    expect((await backend.request(`/user/team/${id}`, { method: 'PUT', token: main.token, json: { ...form, cellphone: null } })).status).toBe(200);
    expect((await userRow(backend.db, id)).personalInfo).toMatchObject({ phone: '26009999', cellphone: null });
  });

  it('regenerates the code when it is sent empty (docs/domain/validation.md), e-mailing it', async () => {
    const target = team[3]!;
    const before = await userRow(backend.db, target);
    const email = `sara${Date.now()}@example.com`;
    await backend.request(`/user/team/${target}`, { method: 'PUT', token: main.token, json: teamBody({ email, code: '' }) });
    const after = await userRow(backend.db, target);
    expect(after.code).toMatch(/^\d{6}$/);
    expect(after.code).not.toBe(before.code);
    expect((await outboxTo(backend.db, main.tenant.id, email))[0]!.body).toContain(after.code!);
  });

  it("answers 404 for another tenant's user on update and delete, changing nothing", async () => {
    const put = await backend.request(`/user/team/${other.user.id}`, { method: 'PUT', token: main.token, json: teamBody() });
    expect(put.status).toBe(404);
    expect((await backend.request(`/user/team/${other.user.id}`, { method: 'DELETE', token: main.token })).status).toBe(404);
    const row = await userRow(backend.db, other.user.id);
    expect(row.deletedAt).toBeNull();
    expect(row.email).toBe(other.user.email);
  });

  it('refuses to delete oneself (412) and needs user-delete', async () => {
    const self = await backend.request(`/user/team/${main.user.id}`, { method: 'DELETE', token: main.token });
    expect(self.status).toBe(412);
    expect(self.body.error.user).toEqual([userMessages.selfDelete]);
    const editor = await signedInUser(backend, main.tenant.id, ['user-edit', 'user-show']);
    expect((await backend.request(`/user/team/${team[5]}`, { method: 'DELETE', token: editor.token })).status).toBe(403);
    expect((await userRow(backend.db, team[5]!)).deletedAt).toBeNull();
  });

  it("deletes a user: gone from the list, and their tokens stop working on the next request", async () => {
    const victim = await signedInUser(backend, main.tenant.id, ['booking-show']);
    expect((await backend.request('/auth/me', { token: victim.token })).status).toBe(200);
    expect((await backend.request(`/user/team/${victim.user.id}`, { method: 'DELETE', token: main.token })).status).toBe(200);
    expect((await backend.request('/auth/me', { token: victim.token })).status).toBe(401);
    const ids = teamUserList.parse((await backend.request('/user/team?perPage=100', { token: main.token })).body).data.map((u) => u.id);
    expect(ids).not.toContain(victim.user.id);
    // The address is free again.
    expect((await backend.request('/user/team', { token: main.token, json: teamBody({ email: victim.user.email }) })).status).toBe(201);
  });

  it('an operator with user-edit cannot touch an administrator holding "*"', async () => {
    const editor = await signedInUser(backend, main.tenant.id, ['user-edit', 'user-show']);
    const reply = await backend.request(`/user/team/${main.user.id}`, { method: 'PUT', token: editor.token, json: teamBody({ sub_type: 2 }) });
    expect(reply.status).toBe(403);
    expect((await userRow(backend.db, main.user.id)).email).toBe(main.user.email);
  });
});

describe('account resets', () => {
  it.each(['/user/{id}/password_reset', '/user/team/password/reset/{id}'])('%s: new password e-mailed, old tokens revoked', async (path) => {
    const target = await signedInUser(backend, main.tenant.id, ['booking-show']);
    const reply = await backend.request(path.replace('{id}', String(target.user.id)), { method: 'POST', token: main.token });
    expect(reply.status).toBe(200);
    expect((await backend.request('/auth/me', { token: target.token })).status).toBe(401);
    const [mail] = await outboxTo(backend.db, main.tenant.id, target.user.email);
    const password = /Nueva contraseña: (\S+)/.exec(mail!.body!)![1]!;
    expect(await backend.login(target.user.email, password)).toBeTruthy();
    // The outbox lists it for administrators, but never shows the new password (only its recipient reads it).
    const outbox = await backend.request(`/mail/outbox?recipient=${encodeURIComponent(target.user.email)}`, { token: main.token });
    expect(outbox.body.data[0]).toMatchObject({ recipient: target.user.email, template: 'account-password-reset', sent_at: null, body: secretBodyNotice });
    expect(JSON.stringify(outbox.body)).not.toContain(password);
  });

  it('code reset and credentials regeneration e-mail the new secrets', async () => {
    const target = await signedInUser(backend, main.tenant.id, ['booking-show']);
    expect((await backend.request(`/user/${target.user.id}/code_reset`, { method: 'POST', token: main.token })).status).toBe(200);
    const code = (await userRow(backend.db, target.user.id)).code!;
    expect((await outboxTo(backend.db, main.tenant.id, target.user.email)).at(-1)!.body).toContain(code);
    expect((await backend.request(`/user/${target.user.id}/credentials`, { method: 'POST', token: main.token })).status).toBe(200);
    expect((await backend.request('/auth/me', { token: target.token })).status).toBe(401);
    const mails = await outboxTo(backend.db, main.tenant.id, target.user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.template).toBe('account-credentials');
    // The mail holds the new password and code: the password signs in, the old one no longer does.
    const password = /^Contraseña: (\S+)$/m.exec(mails[1]!.body!)![1]!;
    expect(/^Código de usuario: (\S+)$/m.exec(mails[1]!.body!)![1]).toBe((await userRow(backend.db, target.user.id)).code);
    expect((await backend.request('/auth/login', { json: { email: target.user.email, password } })).status).toBe(200);
    expect((await backend.request('/auth/login', { json: { email: target.user.email, password: target.user.password } })).status).toBe(401);
  });

  it('refuses an administrator their own password reset, credentials and e-mail change here: those ask for the current password in the account settings', async () => {
    const admin = await signedInUser(backend, main.tenant.id, ['*']);
    for (const path of [`/user/${admin.user.id}/password_reset`, `/user/team/password/reset/${admin.user.id}`, `/user/${admin.user.id}/credentials`]) {
      const reply = await backend.request(path, { method: 'POST', token: admin.token });
      expect(reply.status, path).toBe(412);
      expect(reply.body.message).toBe(userMessages.selfPassword);
    }
    const moved = await backend.request(`/user/team/${admin.user.id}`, { method: 'PUT', token: admin.token, json: teamBody({ sub_type: 2, email: 'ladron@example.com' }) });
    expect(moved.status).toBe(412);
    expect(moved.body.error.email).toEqual([userMessages.selfEmail]);
    expect((await userRow(backend.db, admin.user.id)).email).toBe(admin.user.email);
    expect(await outboxTo(backend.db, main.tenant.id, admin.user.email)).toEqual([]);
    expect((await backend.request('/auth/me', { token: admin.token })).status).toBe(200);
    // Their own name still changes here, with the same address.
    const renamed = await backend.request(`/user/team/${admin.user.id}`, { method: 'PUT', token: admin.token, json: teamBody({ sub_type: 2, name: 'Ana', email: admin.user.email.toUpperCase() }) });
    expect(renamed.status).toBe(200);
  });

  it("an administrator's change of someone's e-mail retires the reset links sent to the old address", async () => {
    const target = await signedInUser(backend, main.tenant.id, ['booking-show']);
    const openLinks = async () => (await backend.db.select().from(passwordResetTokens).where(and(eq(passwordResetTokens.userId, target.user.id), isNull(passwordResetTokens.usedAt)))).length;
    await backend.request('/auth/password/forgot', { json: { email: target.user.email } });
    // Asked for after the reply: wait for the link to be stored.
    await expect.poll(openLinks).toBe(1);
    expect((await backend.request(`/user/team/${target.user.id}`, { method: 'PUT', token: main.token, json: teamBody({ email: `nuevo-${target.user.id}@example.com` }) })).status).toBe(200);
    expect(await openLinks()).toBe(0);
  });

  it("404 for another tenant's user and 403 without user-edit, queueing nothing", async () => {
    expect((await backend.request(`/user/${other.user.id}/password_reset`, { method: 'POST', token: main.token })).status).toBe(404);
    expect(await outboxTo(backend.db, other.tenant.id, other.user.email)).toEqual([]);
    expect((await backend.request('/auth/me', { token: other.token })).status).toBe(200);
    const viewer = await signedInUser(backend, main.tenant.id, ['user-show']);
    expect((await backend.request(`/user/${team[1]}/code_reset`, { method: 'POST', token: viewer.token })).status).toBe(403);
  });
});

describe('GET /enterprise-providers', () => {
  it("answers a standard tenant its own tenant only, even when linked", async () => {
    await backend.db.insert(enterpriseProviders).values({ enterpriseId: main.tenant.id, providerId: other.tenant.id });
    const reply = await backend.request('/enterprise-providers', { token: main.token });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual([{ id: main.tenant.id, name: main.tenant.name, enterprise: false, own: true }]);
  });

  it('answers a member who may create team members (user-create-pn), who chooses the new member’s provider; refuses one who may not', async () => {
    const creator = await signedInUser(backend, main.tenant.id, ['user-show-pn', 'user-create-pn']);
    const reply = await backend.request('/enterprise-providers', { token: creator.token });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toContainEqual({ id: main.tenant.id, name: main.tenant.name, enterprise: false, own: true });
    const viewer = await signedInUser(backend, main.tenant.id, ['user-show-pn']);
    expect((await backend.request('/enterprise-providers', { token: viewer.token })).status).toBe(403);
  });

  it('answers an enterprise tenant its own tenant first, then the providers it works with by name, and no other', async () => {
    const enterprise = await seedAdminTenant(backend, { tenant: { enterprise: true, name: 'Zeta Empresa' } });
    const [shopB, shopA, stranger] = [await seedTenant(backend.db, { name: 'Tienda B' }), await seedTenant(backend.db, { name: 'Tienda A' }), await seedTenant(backend.db)];
    await backend.db.insert(enterpriseProviders).values([
      { enterpriseId: enterprise.tenant.id, providerId: shopB.id },
      { enterpriseId: enterprise.tenant.id, providerId: shopA.id },
      { enterpriseId: main.tenant.id, providerId: stranger.id },
    ]);
    const reply = await backend.request('/enterprise-providers', { token: enterprise.token });
    expect(reply.status).toBe(200);
    expect(enterpriseProviderList.parse(reply.body).data).toEqual([
      { id: enterprise.tenant.id, name: 'Zeta Empresa', enterprise: true, own: true },
      { id: shopA.id, name: 'Tienda A', enterprise: false, own: false },
      { id: shopB.id, name: 'Tienda B', enterprise: false, own: false },
    ]);
    // Working with a provider opens none of its records: its users stay out of reach.
    const shopUser = await createUser(backend.db, { tenantId: shopA.id });
    expect((await backend.request(`/user/${shopUser.id}/password_reset`, { method: 'POST', token: enterprise.token })).status).toBe(404);
    // And a user is still created only in the caller's own tenant.
    const created = await backend.request('/user/team', {
      token: enterprise.token,
      json: { sub_type: 3, name: 'Ana', last_name: 'Tienda', cellphone: '099111222', email: `tienda-${Date.now()}@example.com`, provider_id: shopA.id },
    });
    expect(created.status).toBeGreaterThanOrEqual(400);
    expect(created.status).toBeLessThan(500);
  });
});
