// Registry entries of /user and /enterprise-providers (backend/http/api-route.ts).
import { z } from 'zod';
import { apiRoute } from '@/backend/http/api-route';
import {
  accountMailReply, createResidentBody, createTeamUserBody, enterpriseProviderList, permissionsBody, permissionsUpdatedReply, teamUserList,
  teamUserListQuery, teamUserReply, updateResidentBody, updateTeamUserBody, userPermissionsReply,
} from '@/contract/users';

const tag = 'Users';

export const userApi = {
  list: apiRoute({
    method: 'get', path: '/user/team', tag, query: teamUserListQuery, reply: teamUserList,
    summary: 'The tenant’s team users; type=Residente lists residents (user-show; residents also user-show-ho).',
  }),
  create: apiRoute({
    method: 'post', path: '/user/team', tag, body: z.union([createTeamUserBody, createResidentBody]), reply: teamUserReply, status: 201, errors: [409],
    summary: 'Create a team user or, with type Residente, a resident; the credentials are e-mailed (user-edit; residents also user-create-ho).',
  }),
  update: apiRoute({
    method: 'put', path: '/user/team/{id}', tag, body: z.union([updateTeamUserBody, updateResidentBody]), reply: teamUserReply, errors: [409, 412],
    summary: 'Update a user; the body follows the user’s stored type. If-Match: "<version>" refuses a stale edit with 412.',
  }),
  remove: apiRoute({
    method: 'delete', path: '/user/team/{id}', tag, reply: teamUserReply.extend({ message: z.string() }), errors: [412],
    summary: 'Delete a user, never oneself (user-delete).',
  }),
  teamPasswordReset: apiRoute({
    method: 'post', path: '/user/team/password/reset/{id}', tag, reply: accountMailReply,
    summary: 'A new password e-mailed to the user, their sessions revoked (user-edit); as the team screen calls it.',
  }),
  passwordReset: apiRoute({
    method: 'post', path: '/user/{id}/password_reset', tag, reply: accountMailReply,
    summary: 'A new password e-mailed to the user, their sessions revoked (user-edit).',
  }),
  codeReset: apiRoute({ method: 'post', path: '/user/{id}/code_reset', tag, reply: accountMailReply, summary: 'A new user code e-mailed (user-edit).' }),
  credentials: apiRoute({
    method: 'post', path: '/user/{id}/credentials', tag, reply: accountMailReply,
    summary: 'A new password and code e-mailed, the user’s sessions revoked (user-edit).',
  }),
  permissions: apiRoute({
    method: 'get', path: '/user/{id}/permissions', tag, reply: userPermissionsReply,
    summary: 'The user’s permissions and the catalogue by area (permissions-edit or user-show).',
  }),
  replacePermissions: apiRoute({
    method: 'put', path: '/user/{id}/permissions', tag, body: permissionsBody, reply: permissionsUpdatedReply, summary: 'Replace the user’s permissions (permissions-edit).',
  }),
  enterpriseProviders: apiRoute({
    method: 'get', path: '/enterprise-providers', tag, reply: enterpriseProviderList,
    summary: 'The caller’s tenant (own) and, for an enterprise tenant, the providers it works with, by name (user-show or user-edit).',
  }),
};
