'use server';
// Pre-login account forms: registration (POST /auth/register/public) and password reset by e-mail
// (POST /auth/email/reset, then POST /auth/password/reset with the link's token). No session involved.
import { getTranslations } from 'next-intl/server';
import { emailResetRequest, messageReply, passwordResetRequest, registerRequest } from '@/contract/account';
import { refusedInput } from '../actions/action-result';
import { apiRequest } from '../api-client';
import { failedState, formValues, invalidState, type FormState } from './form-state';

const registrationFields = ['business_name', 'name', 'last_name', 'email', 'phone', 'document'] as const;

export async function registerAction(_previous: FormState, form: FormData): Promise<FormState> {
  if (!(form instanceof FormData)) return refusedInput();
  const values = formValues(form, registrationFields);
  const parsed = registerRequest.safeParse({
    ...values,
    password: String(form.get('password') ?? ''),
    password_confirmation: String(form.get('password_confirmation') ?? ''),
    terms: form.get('terms') === 'on',
    no_dangerous_goods: form.get('no_dangerous_goods') === 'on',
  });
  if (!parsed.success) return invalidState(parsed.error, values);
  const t = await getTranslations('account');
  try {
    const reply = await apiRequest('/auth/register/public', { method: 'POST', body: parsed.data, schema: messageReply });
    return { ok: true, message: reply.message };
  } catch (error) {
    return failedState(error, values, t('failed'));
  }
}

export async function requestPasswordResetAction(_previous: FormState, form: FormData): Promise<FormState> {
  if (!(form instanceof FormData)) return refusedInput();
  const values = formValues(form, ['email']);
  const parsed = emailResetRequest.safeParse(values);
  if (!parsed.success) return invalidState(parsed.error, values);
  const t = await getTranslations('account');
  try {
    const reply = await apiRequest('/auth/email/reset', { method: 'POST', body: parsed.data, schema: messageReply });
    return { ok: true, message: reply.message };
  } catch (error) {
    return failedState(error, values, t('failed'));
  }
}

export async function resetPasswordAction(_previous: FormState, form: FormData): Promise<FormState> {
  if (!(form instanceof FormData)) return refusedInput();
  const parsed = passwordResetRequest.safeParse({
    token: String(form.get('token') ?? ''),
    password: String(form.get('password') ?? ''),
    password_confirmation: String(form.get('password_confirmation') ?? ''),
  });
  if (!parsed.success) return invalidState(parsed.error, {});
  const t = await getTranslations('account');
  try {
    const reply = await apiRequest('/auth/password/reset', { method: 'POST', body: parsed.data, schema: messageReply });
    return { ok: true, message: reply.message };
  } catch (error) {
    return failedState(error, {}, t('failed'));
  }
}
