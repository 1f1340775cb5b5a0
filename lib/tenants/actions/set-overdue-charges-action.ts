'use server';
// The service operator sets a business's daily fine and lapse fee (PUT /tenants/{id}/overdue-charges). Field
// errors come back in the user's language, on the field they belong to.
import { revalidatePath } from 'next/cache';
import { overdueChargesBody } from '@/contract/tenants';
import { getTranslations } from '@/lib/i18n/server';
import { isRecordId } from '../../actions/action-result';
import { defineAction } from '../../actions/define-action';
import { fieldErrorsOf } from '../../forms/field-errors';
import { getTextTranslator, translateFieldErrors } from '../../i18n/server-texts';
import { authedRequest } from '../../session';

export const setOverdueChargesAction = defineAction({
  access: 'serviceOperator',
  args: (id: number, input: { daily_fine_credits: string; lapse_fee_credits: string }) => (isRecordId(id) && typeof input === 'object' && input !== null ? { id, input: input as unknown } : undefined),
  schema: overdueChargesBody,
  invalid: async (error) => {
    const fieldErrors = translateFieldErrors(fieldErrorsOf(error), await getTextTranslator()) ?? {};
    return { ok: false, message: Object.values(fieldErrors)[0] ?? '', fieldErrors };
  },
  call: async ({ id, body }) => {
    await authedRequest(`/tenants/${id}/overdue-charges`, { method: 'PUT', body });
    // Another tenant's data: the operator's own tags name none of it; its screens read it fresh.
    revalidatePath('/empresas', 'layout');
  },
  success: async () => (await getTranslations('tenants.charges'))('saved'),
});
