'use server';
// PUT /user/team/{id} – a team user's editable fields; another tenant's user is the backend's 404. `version`: the
// record's version when the form opened (If-Match); a stale save answers the current record.
import { getTranslations } from '@/lib/i18n/server';
import { updateTeamUserBody } from '@/contract/users';
import { editArgs } from '../../actions/action-result';
import { defineAction } from '../../actions/define-action';
import { authedRequest } from '../../session';
import { getTeamUser } from '../queries';

export const updateTeamUserAction = defineAction({
  access: ['user-edit'],
  args: editArgs,
  schema: updateTeamUserBody,
  call: ({ id, body, version }) => authedRequest(`/user/team/${id}`, { method: 'PUT', body, version }),
  current: ({ id }) => getTeamUser(id, 'Usuario'),
  success: async () => (await getTranslations('users.messages'))('updated'),
  changes: ['users'],
});
