'use server';
// The service operator removes a provider from an enterprise tenant (DELETE /tenants/{id}/providers/{providerId}).
import { revalidatePath } from 'next/cache';
import { getTranslations } from '@/lib/i18n/server';
import { isRecordId } from '../../actions/action-result';
import { defineAction } from '../../actions/define-action';
import { authedRequest } from '../../session';

export const unlinkProviderAction = defineAction({
  access: 'serviceOperator',
  args: (id: number, providerId: number) => (isRecordId(id) && isRecordId(providerId) ? { id, providerId } : undefined),
  call: async ({ id, providerId }) => {
    await authedRequest(`/tenants/${id}/providers/${providerId}`, { method: 'DELETE' });
    revalidatePath('/empresas', 'layout');
  },
  success: async () => (await getTranslations('tenants.providers'))('unlinked'),
});
