// A team member's or resident's document and phones are sensitive (docs/domain/roles-and-permissions.md): answered,
// searched, filtered and sorted on only for holders of user-show-sensitive, or of user-edit, who edit them.
import type { Context } from 'hono';
import { AppError, messages } from '@/backend/errors';
import type { ProtectedEnv } from '@/backend/middleware/auth';
import type { TeamUser, TeamUserListQuery } from '@/contract/users';

export function seesSensitiveUserData(c: Context<ProtectedEnv>): boolean {
  const granted = c.get('auth').user.permissions;
  return ['*', 'user-show-sensitive', 'user-edit'].some((permission) => granted.includes(permission));
}

/** A filter or sort on what the caller cannot see would reveal it: refused. */
export function assertQueryWithinSight(query: TeamUserListQuery): void {
  const onSensitive = [query.id_document, query.ci, query.cellphone, query.mobile, query.phone].some(Boolean);
  if (onSensitive || query.sortBy === 'cellphone' || query.sortBy === 'id_document') throw new AppError('forbidden', messages.forbidden);
}

export function withoutSensitive(user: TeamUser): TeamUser {
  return { ...user, personal_info: { ...user.personal_info, id_document: null, cellphone: null, phone: null } };
}
