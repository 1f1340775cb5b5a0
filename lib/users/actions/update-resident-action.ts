'use server';
// PUT /user/team/{id} – a resident's fields (sub_type saved as an integer by the contract, spec §5).
import { getTranslations } from 'next-intl/server';
import { updateResidentBody } from '@/contract/users';
import { assertId, runFormAction } from '../../actions/run-action';
import { authedRequest } from '../../session';

export async function updateResidentAction(id: number, input: unknown) {
  assertId(id);
  return runFormAction(updateResidentBody, input, {
    permissions: ['user-edit', 'user-create-ho'],
    revalidate: '/residentes',
    call: (body) => authedRequest(`/user/team/${id}`, { method: 'PUT', body }),
    message: async () => (await getTranslations('users.messages'))('residentUpdated'),
  });
}
