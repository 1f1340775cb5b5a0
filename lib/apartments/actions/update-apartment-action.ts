'use server';
// PUT /apartments/{id} – the same rules as create; another tenant's apartment is the backend's 404.
import { getTranslations } from 'next-intl/server';
import { apartmentBody } from '@/contract/apartments';
import { assertId, runFormAction } from '../../actions/run-action';
import { authedRequest } from '../../session';

export async function updateApartmentAction(id: number, input: unknown) {
  assertId(id);
  return runFormAction(apartmentBody, input, {
    permissions: ['apartment-edit'],
    revalidate: '/apartamentos',
    call: (body) => authedRequest(`/apartments/${id}`, { method: 'PUT', body }),
    message: async () => (await getTranslations('apartments.messages'))('updated'),
  });
}
