// GET    /user/team                       – team users (user-show or user-show-pn); type=Residente: residents (user-show
//                                           or user-show-ho); document and phones only with user-show-sensitive or user-edit
// POST   /user/team                       – create a team user (user-edit or user-create-pn) or (type Residente) a
//                                           resident (user-edit or user-create-ho); credentials e-mailed
// PUT    /user/team/{id}                  – update; the body schema follows the user's stored type (as POST)
// DELETE /user/team/{id}                  – delete (never oneself) (user-delete)
// POST   /user/{id}/password_reset        – new password e-mailed, sessions revoked (user-edit)
// POST   /user/team/password/reset/{id}   – the same, as the team screen calls it (user-edit)
// POST   /user/{id}/code_reset            – new user code e-mailed (user-edit)
// POST   /user/{id}/credentials           – new password and code e-mailed, sessions revoked (user-edit)
// GET    /user/{id}/permissions           – the user's permissions and the catalogue by area (permissions-edit or user-show)
// PUT    /user/{id}/permissions           – replace them (permissions-edit)
import { describedBy } from '@/backend/http/api-route';
import { userApi } from './api';
import { Hono, type Context } from 'hono';
import type { AppDeps } from '@/backend/app';
import { channelOf, signInPermission } from '@/backend/modules/auth/sign-in-channel';
import { pageRequest, paginationMeta } from '@/backend/http/pagination';
import { parseBody, parseQuery, readJson, parseInput } from '@/backend/http/validation';
import { assertPermission, requirePermission, type ProtectedEnv } from '@/backend/middleware/auth';
import {
  accountMessages, createResidentBody, createTeamUserBody, permissionsUpdatedMessage, residentPerPage, teamPerPage, updateResidentBody, updateTeamUserBody,
} from '@/contract/users';
import type { UserType } from '@/contract/auth';
import { createTeamUser } from './create-team-user';
import { deleteTeamUser } from './delete-team-user';
import { findTeamUsers } from './find-team-users';
import { regenerateCredentials } from './regenerate-credentials';
import { resetCode } from './reset-code';
import { resetPassword } from './reset-password';
import { updateTeamUser } from './update-team-user';
import { getUserPermissions, replaceUserPermissions } from './user-permissions';
import { getUserTypeOrThrow, userRef } from './user-record';
import { expectedVersion, withVersionTag } from '@/backend/http/precondition';
import { assertQueryWithinSight, seesSensitiveUserData, withoutSensitive } from './sensitive-user-data';

/** Residents are also managed by the home-and-office permissions (docs/domain/roles-and-permissions.md user-*-ho). */
function assertCanWrite(c: Context<ProtectedEnv>, type: UserType) {
  if (type === 'Residente') assertPermission(c, 'user-edit', 'user-create-ho');
  else assertPermission(c, 'user-edit');
}

/** Creating: team members also with user-create-pn, residents also with user-create-ho. */
function assertCanCreate(c: Context<ProtectedEnv>, type: UserType) {
  if (type === 'Residente') assertPermission(c, 'user-edit', 'user-create-ho');
  else assertPermission(c, 'user-edit', 'user-create-pn');
}

export function userRoutes({ db, backofficeKey }: AppDeps) {
  const resetPasswordHandler = async (c: Context<ProtectedEnv>) => {
    await resetPassword(db, userRef(c));
    return c.json({ message: accountMessages.passwordReset });
  };
  return new Hono<ProtectedEnv>()
    .get('/team', describedBy(userApi.list), async (c) => {
      const query = parseQuery(c, userApi.list);
      const residents = query.type === 'Residente';
      if (residents) assertPermission(c, 'user-show', 'user-show-ho');
      else assertPermission(c, 'user-show', 'user-show-pn');
      const showSensitive = seesSensitiveUserData(c);
      if (!showSensitive) assertQueryWithinSight(query);
      const perPage = query.perPage ?? (residents ? residentPerPage : teamPerPage);
      const page = pageRequest({ ...query, perPage }) ?? { page: 1, perPage: 1000 };
      const { rows, total } = await findTeamUsers(db, { tenantId: c.get('auth').tenant.id, query, page, showSensitive });
      return c.json({ data: showSensitive ? rows : rows.map(withoutSensitive), meta: paginationMeta(total, page) });
    })
    .post('/team', describedBy(userApi.create), async (c) => {
      const raw = await readJson(c);
      const resident = (raw as { type?: unknown } | null)?.type === 'Residente';
      assertCanCreate(c, resident ? 'Residente' : 'Usuario');
      const body = resident ? parseInput(createResidentBody, raw) : parseInput(createTeamUserBody, raw);
      const { user, tenant } = c.get('auth');
      const created = await createTeamUser(db, { tenantId: tenant.id, actorId: user.id, actorPermissions: user.permissions, body });
      return c.json({ data: created }, 201);
    })
    .put('/team/:id{[0-9]+}', describedBy(userApi.update), requirePermission('user-edit', 'user-create-ho'), async (c) => {
      const ref = { ...userRef(c), expectedVersion: expectedVersion(c) };
      const type = await getUserTypeOrThrow(db, ref);
      assertCanWrite(c, type);
      const user =
        type === 'Residente'
          ? await updateTeamUser(db, { ...ref, kind: 'Residente', body: await parseInput(updateResidentBody, await readJson(c)) })
          : await updateTeamUser(db, { ...ref, kind: 'Usuario', body: await parseInput(updateTeamUserBody, await readJson(c)) });
      return c.json({ data: withVersionTag(c, user) });
    })
    .delete('/team/:id{[0-9]+}', describedBy(userApi.remove), requirePermission('user-delete'), async (c) => {
      return c.json({ message: accountMessages.deleted, data: await deleteTeamUser(db, userRef(c)) });
    })
    .post('/team/password/reset/:id{[0-9]+}', describedBy(userApi.teamPasswordReset), requirePermission('user-edit'), resetPasswordHandler)
    .post('/:id{[0-9]+}/password_reset', describedBy(userApi.passwordReset), requirePermission('user-edit'), resetPasswordHandler)
    .post('/:id{[0-9]+}/code_reset', describedBy(userApi.codeReset), requirePermission('user-edit'), async (c) => {
      await resetCode(db, userRef(c));
      return c.json({ message: accountMessages.codeReset });
    })
    .post('/:id{[0-9]+}/credentials', describedBy(userApi.credentials), requirePermission('user-edit'), async (c) => {
      await regenerateCredentials(db, userRef(c));
      return c.json({ message: accountMessages.credentials });
    })
    .get('/:id{[0-9]+}/permissions', describedBy(userApi.permissions), requirePermission('permissions-edit', 'user-show'), async (c) => {
      return c.json({ data: await getUserPermissions(db, userRef(c)) });
    })
    .put('/:id{[0-9]+}/permissions', describedBy(userApi.replacePermissions), requirePermission('permissions-edit'), async (c) => {
      const ref = userRef(c);
      const { permissions } = await parseBody(c, userApi.replacePermissions);
      const actorSignIn = signInPermission(c.get('auth').user.type, channelOf(c, backofficeKey));
      return c.json({ message: permissionsUpdatedMessage, data: await replaceUserPermissions(db, { ...ref, permissions, actorSignIn }) });
    });
}
