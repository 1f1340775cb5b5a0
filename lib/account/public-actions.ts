'use server';
// Pre-login account forms: registration (POST /auth/register/public) and the forgotten password, by e-mail
// (POST /auth/password/forgot, then POST /auth/password/forgot/confirm with the link's token: our endpoints, the spec
// has no recovery flow; its /auth/email/reset and /auth/password/reset are the signed-in changes). A registration
// ends signed in (auth/open-session.ts); the password forms involve no session.
import { forgotPasswordConfirmRequest, forgotPasswordRequest, messageReply, registerRequest } from '@/contract/account';
import { defineAction } from '../actions/define-action';
import { apiRequest } from '../api-client';
import { openSession } from '../auth/open-session';
import { formValues } from '../forms/form-values';
import { accountFailed } from './account-failed';

// The two required boxes are kept too ('on' or ''): a refusal (e-mail taken, passwords differ) leaves them ticked.
const registrationFields = ['business_name', 'name', 'last_name', 'email', 'phone', 'document', 'terms', 'no_dangerous_goods'] as const;
const passwords = ['password', 'password_confirmation'] as const;

export const registerAction = defineAction({
  access: 'public',
  form: (form) => {
    const values = formValues(form, registrationFields);
    const input = { ...values, ...formValues(form, passwords), terms: values.terms === 'on', no_dangerous_goods: values.no_dangerous_goods === 'on' };
    return { input, values };
  },
  schema: registerRequest,
  call: async ({ body }) => {
    const registered = (await apiRequest('/auth/register/public', { method: 'POST', body, schema: messageReply })).message;
    // The new user goes straight in: terms, training and tour start on the dashboard. Should the sign-in fail (the
    // API down a moment), the account exists all the same and the form says so, with the sign-in link.
    try {
      await openSession({ email: body.email, password: body.password });
      return { registered, signedIn: true };
    } catch (error) {
      console.error('registerAction: signing the new user in', error);
      return { registered, signedIn: false };
    }
  },
  redirect: ({ signedIn }) => (signedIn ? '/' : undefined),
  success: ({ registered }) => registered,
  failed: accountFailed,
});

export const requestPasswordResetAction = defineAction({
  access: 'public',
  form: (form) => {
    const values = formValues(form, ['email']);
    return { input: values, values };
  },
  schema: forgotPasswordRequest,
  call: ({ body }) => apiRequest('/auth/password/forgot', { method: 'POST', body, schema: messageReply }),
  success: (reply) => reply.message,
  failed: accountFailed,
});

/** The link's token is a hidden field and the rest are passwords: nothing is kept. */
export const resetPasswordAction = defineAction({
  access: 'public',
  form: (form) => ({ input: formValues(form, ['token', ...passwords]), values: {} }),
  schema: forgotPasswordConfirmRequest,
  call: ({ body }) => apiRequest('/auth/password/forgot/confirm', { method: 'POST', body, schema: messageReply }),
  success: (reply) => reply.message,
  failed: accountFailed,
});
