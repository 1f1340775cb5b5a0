'use server';
// PUT /user/team/{id} – a resident's fields (sub_type saved as an integer by the contract, docs/domain/validation.md).
import { getTranslations } from '@/lib/i18n/server';
import { updateResidentBody } from '@/contract/users';
import { editVersion, isRecordId, refusedInput } from '../../actions/action-result';
import { runFormAction } from '../../actions/run-action';
import { authedRequest } from '../../session';
import { getTeamUser } from '../queries';

/** `version`: the record's version when the form opened (If-Match); a stale save answers the current record. */
export async function updateResidentAction(id: number, input: unknown, version?: number) {
  if (!isRecordId(id)) return refusedInput();
  return runFormAction(updateResidentBody, input, {
    permissions: ['user-edit', 'user-create-ho'],
    revalidate: '/residentes',
    call: (body) => authedRequest(`/user/team/${id}`, { method: 'PUT', body, version: editVersion(version) }),
    current: () => getTeamUser(id, 'Residente'),
    message: async () => (await getTranslations('users.messages'))('residentUpdated'),
  });
}
