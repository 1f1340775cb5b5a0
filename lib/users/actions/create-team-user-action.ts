'use server';
// POST /user/team – a team user (role, names, mobile, e-mail; CI optional); the credentials are e-mailed.
import { getTranslations } from '@/lib/i18n/server';
import { createTeamUserBody } from '@/contract/users';
import { defineAction } from '../../actions/define-action';
import { authedRequest } from '../../session';

export const createTeamUserAction = defineAction({
  access: ['user-edit', 'user-create-pn'],
  args: (input: unknown) => ({ input }),
  schema: createTeamUserBody,
  call: ({ body }) => authedRequest('/user/team', { method: 'POST', body }),
  success: async () => (await getTranslations('users.messages'))('created'),
  changes: ['users'],
});
