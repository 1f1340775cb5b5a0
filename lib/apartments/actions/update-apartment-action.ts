'use server';
// PUT /apartments/{id} – the same rules as create; another tenant's apartment is the backend's 404. `version`: the
// record's version when the form opened (If-Match); a stale save answers the current record.
import { getTranslations } from '@/lib/i18n/server';
import { apartmentBody } from '@/contract/apartments';
import { editArgs } from '../../actions/action-result';
import { defineAction } from '../../actions/define-action';
import { authedRequest } from '../../session';
import { getApartment } from '../queries';

export const updateApartmentAction = defineAction({
  access: ['apartment-edit'],
  args: editArgs,
  schema: apartmentBody,
  call: ({ id, body, version }) => authedRequest(`/apartments/${id}`, { method: 'PUT', body, version }),
  current: ({ id }) => getApartment(id),
  success: async () => (await getTranslations('apartments.messages'))('updated'),
  changes: ['apartments'],
});
