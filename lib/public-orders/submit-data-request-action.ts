'use server';
// PUT /public/data-request/{order} – the traveller's data (docs/domain/validation.md rules, checked here with the contract and again
// by the backend). A completed request answers "Esta solicitud ya fue completada, no se puede editar".
import { dataRequestBody, dataRequestCompletedMessage, dataRequestLookupFailedMessage, dataRequestNotFoundMessage, tooManyRequestsMessage } from '@/contract/public-orders';
import { defineAction } from '../actions/define-action';
import { apiRequest } from '../api-client';
import { formValues } from '../forms/form-values';
import { publicOrderPath } from './queries';

const fields = ['name', 'last_name', 'email', 'passport', 'flight_number'] as const;

/** Refusals in the contract's and the backend's Spanish texts (translated by the builder). */
export const submitDataRequestAction = defineAction({
  access: 'public',
  form: (form) => {
    const values = formValues(form, fields);
    // Well-formed text only in the path (a lone surrogate cannot be encoded): anything else is an order not found.
    return { order: String(form.get('order') ?? '').toWellFormed(), input: values, values };
  },
  schema: dataRequestBody,
  call: ({ order, body }) => apiRequest(publicOrderPath('data-request', order), { method: 'PUT', body }),
  failed: (error) => {
    if (error.status === 422) return { ok: false, message: error.messages[0] ?? '', fieldErrors: error.fieldErrors };
    if (error.status === 409) return { ok: false, message: dataRequestCompletedMessage };
    if (error.status === 404 || error.status === 400) return { ok: false, message: dataRequestNotFoundMessage };
    if (error.status === 429) return { ok: false, message: tooManyRequestsMessage };
    console.error('data request failed', error);
    return { ok: false, message: dataRequestLookupFailedMessage };
  },
});
