'use server';
// POST /user/team {type: Residente} – a resident with apartment, phone, comments and the WhatsApp flag.
import { getTranslations } from '@/lib/i18n/server';
import { createResidentBody } from '@/contract/users';
import { defineAction } from '../../actions/define-action';
import { authedRequest } from '../../session';

export const createResidentAction = defineAction({
  access: ['user-edit', 'user-create-ho'],
  args: (input: unknown) => ({ input: { ...(input as object), type: 'Residente' } }),
  schema: createResidentBody,
  call: ({ body }) => authedRequest('/user/team', { method: 'POST', body }),
  success: async () => (await getTranslations('users.messages'))('residentCreated'),
  changes: ['users'],
});
