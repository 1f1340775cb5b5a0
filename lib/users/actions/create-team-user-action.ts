'use server';
// POST /user/team – a team user (role, names, mobile, e-mail; CI optional); the credentials are e-mailed.
import { getTranslations } from '@/lib/i18n/server';
import { createTeamUserBody } from '@/contract/users';
import { runFormAction } from '../../actions/run-action';
import { authedRequest } from '../../session';

export async function createTeamUserAction(input: unknown) {
  return runFormAction(createTeamUserBody, input, {
    permissions: ['user-edit', 'user-create-pn'],
    revalidate: '/usuarios',
    call: (body) => authedRequest('/user/team', { method: 'POST', body }),
    message: async () => (await getTranslations('users.messages'))('created'),
  });
}
