'use server';
// DELETE /clients/{id} – asked first in the UI; refused (412) while a booking of theirs is in progress.
import { getTranslations } from '@/lib/i18n/server';
import { isRecordId, refusedInput } from '../../actions/action-result';
import { runAction } from '../../actions/run-action';
import { authedRequest } from '../../session';

export async function deleteClientAction(id: number) {
  if (!isRecordId(id)) return refusedInput();
  return runAction({
    permissions: ['client-delete'],
    revalidate: ['/clientes', `/clientes/${id}`],
    call: () => authedRequest(`/clients/${id}`, { method: 'DELETE' }),
    message: async () => (await getTranslations('clients.messages'))('deleted'),
  });
}
