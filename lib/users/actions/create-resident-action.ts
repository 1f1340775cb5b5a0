'use server';
// POST /user/team {type: Residente} – a resident with apartment, phone, comments and the WhatsApp flag.
import { getTranslations } from '@/lib/i18n/server';
import { createResidentBody } from '@/contract/users';
import { runFormAction } from '../../actions/run-action';
import { authedRequest } from '../../session';

export async function createResidentAction(input: unknown) {
  return runFormAction(createResidentBody, { ...(input as object), type: 'Residente' }, {
    permissions: ['user-edit', 'user-create-ho'],
    revalidate: '/residentes',
    call: (body) => authedRequest('/user/team', { method: 'POST', body }),
    message: async () => (await getTranslations('users.messages'))('residentCreated'),
  });
}
