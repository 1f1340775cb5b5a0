'use server';
// Pre-login account forms: registration (POST /auth/register/public) and the forgotten password, by e-mail
// (POST /auth/password/forgot, then POST /auth/password/forgot/confirm with the link's token: our endpoints, the spec
// has no recovery flow; its /auth/email/reset and /auth/password/reset are the signed-in changes). No session involved.
import { getTranslations } from 'next-intl/server';
import { forgotPasswordConfirmRequest, forgotPasswordRequest, messageReply, registerRequest } from '@/contract/account';
import { refusedInput } from '../actions/action-result';
import { apiRequest } from '../api-client';
import { formValues } from '../forms/form-values';
import { doneState, failedState, invalidState, type FormState } from './form-state';

// The two required boxes are kept too ('on' or ''): a refusal (e-mail taken, passwords differ) leaves them ticked.
const registrationFields = ['business_name', 'name', 'last_name', 'email', 'phone', 'document', 'terms', 'no_dangerous_goods'] as const;

export async function registerAction(_previous: FormState, form: FormData): Promise<FormState> {
  if (!(form instanceof FormData)) return refusedInput();
  const values = formValues(form, registrationFields);
  const parsed = registerRequest.safeParse({
    ...values,
    password: String(form.get('password') ?? ''),
    password_confirmation: String(form.get('password_confirmation') ?? ''),
    terms: values.terms === 'on',
    no_dangerous_goods: values.no_dangerous_goods === 'on',
  });
  if (!parsed.success) return invalidState(parsed.error, values);
  const t = await getTranslations('account');
  try {
    const reply = await apiRequest('/auth/register/public', { method: 'POST', body: parsed.data, schema: messageReply });
    return doneState(reply.message);
  } catch (error) {
    return failedState(error, values, t('failed'));
  }
}

export async function requestPasswordResetAction(_previous: FormState, form: FormData): Promise<FormState> {
  if (!(form instanceof FormData)) return refusedInput();
  const values = formValues(form, ['email']);
  const parsed = forgotPasswordRequest.safeParse(values);
  if (!parsed.success) return invalidState(parsed.error, values);
  const t = await getTranslations('account');
  try {
    const reply = await apiRequest('/auth/password/forgot', { method: 'POST', body: parsed.data, schema: messageReply });
    return doneState(reply.message);
  } catch (error) {
    return failedState(error, values, t('failed'));
  }
}

export async function resetPasswordAction(_previous: FormState, form: FormData): Promise<FormState> {
  if (!(form instanceof FormData)) return refusedInput();
  const parsed = forgotPasswordConfirmRequest.safeParse({
    token: String(form.get('token') ?? ''),
    password: String(form.get('password') ?? ''),
    password_confirmation: String(form.get('password_confirmation') ?? ''),
  });
  if (!parsed.success) return invalidState(parsed.error, {});
  const t = await getTranslations('account');
  try {
    const reply = await apiRequest('/auth/password/forgot/confirm', { method: 'POST', body: parsed.data, schema: messageReply });
    return doneState(reply.message);
  } catch (error) {
    return failedState(error, {}, t('failed'));
  }
}
