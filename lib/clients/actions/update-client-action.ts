'use server';
// PUT /clients/{id} – the name always; document and phone only from those who see them (the form leaves them out
// otherwise and the backend refuses them); another tenant's client is the backend's 404.
import { getTranslations } from '@/lib/i18n/server';
import { clientBody } from '@/contract/clients';
import { editVersion, isRecordId, refusedInput } from '../../actions/action-result';
import { runFormAction } from '../../actions/run-action';
import { authedRequest } from '../../session';
import { getClient } from '../queries';

/** `version`: the record's version when the form opened (If-Match); a stale save answers the current record. */
export async function updateClientAction(id: number, input: unknown, version?: number) {
  if (!isRecordId(id)) return refusedInput();
  return runFormAction(clientBody, input, {
    permissions: ['client-edit'],
    revalidate: ['/clientes', `/clientes/${id}`],
    call: (body) => authedRequest(`/clients/${id}`, { method: 'PUT', body, version: editVersion(version) }),
    current: () => getClient(id),
    message: async () => (await getTranslations('clients.messages'))('updated'),
  });
}
