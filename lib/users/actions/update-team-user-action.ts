'use server';
// PUT /user/team/{id} – a team user's editable fields; another tenant's user is the backend's 404.
import { getTranslations } from 'next-intl/server';
import { updateTeamUserBody } from '@/contract/users';
import { assertId, runFormAction } from '../../actions/run-action';
import { authedRequest } from '../../session';

export async function updateTeamUserAction(id: number, input: unknown) {
  assertId(id);
  return runFormAction(updateTeamUserBody, input, {
    permissions: ['user-edit'],
    revalidate: '/usuarios',
    call: (body) => authedRequest(`/user/team/${id}`, { method: 'PUT', body }),
    message: async () => (await getTranslations('users.messages'))('updated'),
  });
}
