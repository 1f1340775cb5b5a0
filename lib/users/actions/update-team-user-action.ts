'use server';
// PUT /user/team/{id} – a team user's editable fields; another tenant's user is the backend's 404.
import { getTranslations } from '@/lib/i18n/server';
import { updateTeamUserBody } from '@/contract/users';
import { editVersion, isRecordId, refusedInput } from '../../actions/action-result';
import { runFormAction } from '../../actions/run-action';
import { authedRequest } from '../../session';
import { getTeamUser } from '../queries';

/** `version`: the record's version when the form opened (If-Match); a stale save answers the current record. */
export async function updateTeamUserAction(id: number, input: unknown, version?: number) {
  if (!isRecordId(id)) return refusedInput();
  return runFormAction(updateTeamUserBody, input, {
    permissions: ['user-edit'],
    revalidate: '/usuarios',
    call: (body) => authedRequest(`/user/team/${id}`, { method: 'PUT', body, version: editVersion(version) }),
    current: () => getTeamUser(id, 'Usuario'),
    message: async () => (await getTranslations('users.messages'))('updated'),
  });
}
