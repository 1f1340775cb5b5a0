'use server';
// PUT /clients/{id} – the name always; document and phone only from those who see them (the form leaves them out
// otherwise and the backend refuses them); another tenant's client is the backend's 404. `version`: the record's
// version when the form opened (If-Match); a stale save answers the current record.
import { getTranslations } from '@/lib/i18n/server';
import { clientBody } from '@/contract/clients';
import { editArgs } from '../../actions/action-result';
import { defineAction } from '../../actions/define-action';
import { authedRequest } from '../../session';
import { getClient } from '../queries';

export const updateClientAction = defineAction({
  access: ['client-edit'],
  args: editArgs,
  schema: clientBody,
  call: ({ id, body, version }) => authedRequest(`/clients/${id}`, { method: 'PUT', body, version }),
  current: ({ id }) => getClient(id),
  success: async () => (await getTranslations('clients.messages'))('updated'),
  changes: ['clients'],
});
