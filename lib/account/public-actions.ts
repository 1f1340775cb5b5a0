'use server';
// Pre-login account forms: registration (POST /auth/register/public) and the forgotten password, by e-mail
// (POST /auth/password/forgot, then POST /auth/password/forgot/confirm with the link's token: our endpoints, the spec
// has no recovery flow; its /auth/email/reset and /auth/password/reset are the signed-in changes). A registration
// ends signed in (auth/open-session.ts); the password forms involve no session.
import { redirect } from 'next/navigation';
import { getTranslations } from '@/lib/i18n/server';
import { forgotPasswordConfirmRequest, forgotPasswordRequest, messageReply, registerRequest } from '@/contract/account';
import { refusedInput } from '../actions/action-result';
import { apiRequest } from '../api-client';
import { openSession } from '../auth/open-session';
import { formValues } from '../forms/form-values';
import { doneState, failedState, invalidState, type FormState } from './form-state';

// The two required boxes are kept too ('on' or ''): a refusal (e-mail taken, passwords differ) leaves them ticked.
const registrationFields = ['business_name', 'name', 'last_name', 'email', 'phone', 'document', 'terms', 'no_dangerous_goods'] as const;

// eslint-disable-next-line no-restricted-syntax -- a useActionState form (FormState, works without JavaScript) before sign-in, not yet on defineAction
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
  let registered: string;
  try {
    registered = (await apiRequest('/auth/register/public', { method: 'POST', body: parsed.data, schema: messageReply })).message;
  } catch (error) {
    return failedState(error, values, t('failed'));
  }
  // The new user goes straight in: terms, training and tour start on the dashboard. Should the sign-in fail (the
  // API down a moment), the account exists all the same and the form says so, with the sign-in link.
  try {
    await openSession({ email: parsed.data.email, password: parsed.data.password });
  } catch (error) {
    console.error('registerAction: signing the new user in', error);
    return doneState(registered);
  }
  redirect('/');
}

// eslint-disable-next-line no-restricted-syntax -- a useActionState form (FormState, works without JavaScript) before sign-in, not yet on defineAction
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

// eslint-disable-next-line no-restricted-syntax -- a useActionState form (FormState, works without JavaScript) before sign-in, not yet on defineAction
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
