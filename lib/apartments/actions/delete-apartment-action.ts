'use server';
// DELETE /apartments/{id} – asked first in the UI; refused (412) while residents live there.
import { getTranslations } from '@/lib/i18n/server';
import { isRecordId } from '../../actions/action-result';
import { defineAction } from '../../actions/define-action';
import { authedRequest } from '../../session';

export const deleteApartmentAction = defineAction({
  access: ['apartment-delete'],
  args: (id: unknown) => (isRecordId(id) ? { id } : undefined),
  call: ({ id }) => authedRequest(`/apartments/${id}`, { method: 'DELETE' }),
  success: async () => (await getTranslations('apartments.messages'))('deleted'),
  changes: ['apartments'],
});
