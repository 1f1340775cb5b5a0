'use server';
// POST /apartments – name, block and number required (docs/domain/validation.md); the list refreshes.
import { getTranslations } from '@/lib/i18n/server';
import { apartmentBody } from '@/contract/apartments';
import { defineAction } from '../../actions/define-action';
import { authedRequest } from '../../session';

export const createApartmentAction = defineAction({
  access: ['apartment-create'],
  args: (input: unknown) => ({ input }),
  schema: apartmentBody,
  call: ({ body }) => authedRequest('/apartments', { method: 'POST', body }),
  success: async () => (await getTranslations('apartments.messages'))('created'),
  changes: ['apartments'],
});
