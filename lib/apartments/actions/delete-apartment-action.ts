'use server';
// DELETE /apartments/{id} – asked first in the UI; refused (412) while residents live there.
import { getTranslations } from '@/lib/i18n/server';
import { isRecordId, refusedInput } from '../../actions/action-result';
import { runAction } from '../../actions/run-action';
import { authedRequest } from '../../session';

export async function deleteApartmentAction(id: number) {
  if (!isRecordId(id)) return refusedInput();
  return runAction({
    permissions: ['apartment-delete'],
    revalidate: '/apartamentos',
    call: () => authedRequest(`/apartments/${id}`, { method: 'DELETE' }),
    message: async () => (await getTranslations('apartments.messages'))('deleted'),
  });
}
