'use server';
// PUT /user/team/{id} – a resident's fields (sub_type saved as an integer by the contract, docs/domain/validation.md).
// `version`: the record's version when the form opened (If-Match); a stale save answers the current record.
import { getTranslations } from '@/lib/i18n/server';
import { updateResidentBody } from '@/contract/users';
import { editArgs } from '../../actions/action-result';
import { defineAction } from '../../actions/define-action';
import { authedRequest } from '../../session';
import { getTeamUser } from '../queries';

export const updateResidentAction = defineAction({
  access: ['user-edit', 'user-create-ho'],
  args: editArgs,
  schema: updateResidentBody,
  call: ({ id, body, version }) => authedRequest(`/user/team/${id}`, { method: 'PUT', body, version }),
  current: ({ id }) => getTeamUser(id, 'Residente'),
  success: async () => (await getTranslations('users.messages'))('residentUpdated'),
  changes: ['users'],
});
