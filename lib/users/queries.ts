// Reads of the team users, residents and outbox screens. Every query checks the session and the permission itself.
import 'server-only';
import { cache } from 'react';
import { outboxList as outboxReply } from '@/contract/mail';
import { enterpriseProviderList, teamUserList, userPermissionsReply } from '@/contract/users';
import { ApiError } from '../api-errors';
import { authedRequest, requirePermission } from '../session';
import { OUTBOX_PER_PAGE, RESIDENTS_PER_PAGE, TEAM_PER_PAGE, type OutboxView, type ResidentsView, type TeamView } from './list-view';

const listParams = (view: TeamView | ResidentsView | OutboxView, perPage: number) => ({
  withPagination: true, page: view.page, perPage, sortBy: view.sortBy, orderBy: view.orderBy, ...view.filters,
});

/** GET /user/team without type – team users only (docs/domain/backend-calls.md; docs/domain/limits.md: 5 per page, id ascending). */
export async function findTeamUsers(view: TeamView) {
  await requirePermission('user-show', 'user-show-pn');
  return authedRequest('/user/team', { query: listParams(view, TEAM_PER_PAGE), schema: teamUserList });
}

/** GET /user/team?type=Residente – residents (docs/domain/limits.md: 25 per page, id ascending). */
export async function findResidents(view: ResidentsView) {
  await requirePermission('user-show', 'user-show-ho');
  return authedRequest('/user/team', { query: { ...listParams(view, RESIDENTS_PER_PAGE), type: 'Residente' }, schema: teamUserList });
}

/** One user of a kind for the edit drawer, or null when it is not the tenant's. */
export async function getTeamUser(id: number, type: 'Usuario' | 'Residente') {
  await requirePermission('user-edit', ...(type === 'Residente' ? ['user-create-ho'] : []));
  // docs/domain/backend-calls.md: the type filter is for residents only; without it the list is the team.
  const query = { id, withPagination: true, perPage: 1, ...(type === 'Residente' ? { type } : {}) };
  const { data } = await authedRequest('/user/team', { query, schema: teamUserList });
  return data[0] ?? null;
}

/** GET /user/{id}/permissions – the user's permissions and the catalogue by area; null when not the tenant's. */
export async function getUserPermissions(id: number) {
  await requirePermission('permissions-edit');
  try {
    return (await authedRequest(`/user/${id}/permissions`, { schema: userPermissionsReply })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** GET /enterprise-providers – the provider choice of enterprise tenants, in the drawer that creates or edits a team member. */
export const getEnterpriseProviders = cache(async () => {
  await requirePermission('user-edit', 'user-create-pn');
  return (await authedRequest('/enterprise-providers', { schema: enterpriseProviderList })).data;
});

/** GET /mail/outbox – what was sent or would be sent, newest first (administrators: user-edit). */
export async function findOutbox(view: OutboxView) {
  await requirePermission('user-edit');
  return authedRequest('/mail/outbox', {
    query: { page: view.page, perPage: OUTBOX_PER_PAGE, ...view.filters },
    schema: outboxReply,
  });
}
