'use server';
// The service operator links a provider to an enterprise tenant (POST /tenants/{id}/providers).
import { revalidatePath } from 'next/cache';
import { getTranslations } from '@/lib/i18n/server';
import { isRecordId } from '../../actions/action-result';
import { defineAction } from '../../actions/define-action';
import { authedRequest } from '../../session';

export const linkProviderAction = defineAction({
  access: 'serviceOperator',
  args: (id: number, providerId: number) => (isRecordId(id) && isRecordId(providerId) ? { id, providerId } : undefined),
  call: async ({ id, providerId }) => {
    await authedRequest(`/tenants/${id}/providers`, { method: 'POST', body: { provider_id: providerId } });
    // Another tenant's data: the operator's own tags name none of it; its screens read it fresh.
    revalidatePath('/empresas', 'layout');
  },
  success: async () => (await getTranslations('tenants.providers'))('linked'),
});
