'use server';
// DELETE /clients/{id} – asked first in the UI; refused (412) while a booking of theirs is in progress.
import { getTranslations } from '@/lib/i18n/server';
import { isRecordId } from '../../actions/action-result';
import { defineAction } from '../../actions/define-action';
import { authedRequest } from '../../session';

export const deleteClientAction = defineAction({
  access: ['client-delete'],
  args: (id: unknown) => (isRecordId(id) ? { id } : undefined),
  call: ({ id }) => authedRequest(`/clients/${id}`, { method: 'DELETE' }),
  success: async () => (await getTranslations('clients.messages'))('deleted'),
  changes: ['clients'],
});
