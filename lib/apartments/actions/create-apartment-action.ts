'use server';
// POST /apartments – name, block and number required (docs/domain/validation.md); the list refreshes.
import { getTranslations } from '@/lib/i18n/server';
import { apartmentBody } from '@/contract/apartments';
import { runFormAction } from '../../actions/run-action';
import { authedRequest } from '../../session';

export async function createApartmentAction(input: unknown) {
  return runFormAction(apartmentBody, input, {
    permissions: ['apartment-create'],
    revalidate: '/apartamentos',
    call: (body) => authedRequest('/apartments', { method: 'POST', body }),
    message: async () => (await getTranslations('apartments.messages'))('created'),
  });
}
