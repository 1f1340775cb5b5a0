'use server';
// PUT /apartments/{id} – the same rules as create; another tenant's apartment is the backend's 404.
import { getTranslations } from '@/lib/i18n/server';
import { apartmentBody } from '@/contract/apartments';
import { editVersion, isRecordId, refusedInput } from '../../actions/action-result';
import { runFormAction } from '../../actions/run-action';
import { authedRequest } from '../../session';
import { getApartment } from '../queries';

/** `version`: the record's version when the form opened (If-Match); a stale save answers the current record. */
export async function updateApartmentAction(id: number, input: unknown, version?: number) {
  if (!isRecordId(id)) return refusedInput();
  return runFormAction(apartmentBody, input, {
    permissions: ['apartment-edit'],
    revalidate: '/apartamentos',
    call: (body) => authedRequest(`/apartments/${id}`, { method: 'PUT', body, version: editVersion(version) }),
    current: () => getApartment(id),
    message: async () => (await getTranslations('apartments.messages'))('updated'),
  });
}
