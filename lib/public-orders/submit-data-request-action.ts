'use server';
// PUT /public/data-request/{order} – the traveller's data (docs/domain/validation.md rules, checked here with the contract and again
// by the backend). A completed request answers "Esta solicitud ya fue completada, no se puede editar".
import { dataRequestBody, dataRequestCompletedMessage, dataRequestLookupFailedMessage, dataRequestNotFoundMessage, tooManyRequestsMessage } from '@/contract/public-orders';
import { refusedInput } from '../actions/action-result';
import { apiRequest } from '../api-client';
import { ApiError } from '../api-errors';
import { formValues } from '../forms/form-values';
import { getTextTranslator, translateFieldErrors } from '../i18n/server-texts';
import { publicOrderPath } from './queries';
import { fieldErrorsOf } from '../forms/field-errors';

export interface DataRequestState {
  status: 'idle' | 'done' | 'error';
  message?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
}

const fields = ['name', 'last_name', 'email', 'passport', 'flight_number'] as const;

// eslint-disable-next-line no-restricted-syntax -- a public useActionState form (FormState), not yet on defineAction
export async function submitDataRequestAction(previous: DataRequestState, form: FormData): Promise<DataRequestState> {
  const state = await submit(previous, form);
  const translate = await getTextTranslator();
  return { ...state, message: state.message && translate(state.message), fieldErrors: translateFieldErrors(state.fieldErrors, translate) };
}

/** The outcome in the contract's and the backend's Spanish texts (translated by the action above). */
async function submit(_previous: DataRequestState, form: FormData): Promise<DataRequestState> {
  // A forged call without a form: the catalogue's "Error inesperado!", never a throw (a 500).
  if (!(form instanceof FormData)) return { status: 'error', message: (await refusedInput()).message };
  const order = String(form.get('order') ?? '');
  const values = formValues(form, fields);
  const parsed = dataRequestBody.safeParse(values);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error, { topLevel: true });
    return { status: 'error', message: Object.values(fieldErrors)[0], fieldErrors, values };
  }
  try {
    await apiRequest(publicOrderPath('data-request', order), { method: 'PUT', body: parsed.data });
    return { status: 'done' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) return { status: 'error', message: error.messages[0], fieldErrors: error.fieldErrors, values };
    if (error instanceof ApiError && error.status === 409) return { status: 'error', message: dataRequestCompletedMessage };
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return { status: 'error', message: dataRequestNotFoundMessage, values };
    if (error instanceof ApiError && error.status === 429) return { status: 'error', message: tooManyRequestsMessage, values };
    console.error('data request failed', error);
    return { status: 'error', message: dataRequestLookupFailedMessage, values };
  }
}
