'use server';
// The signed-in user's own account: e-mail and password changes (settings page), terms acceptance and
// walkthroughs seen (dialogs). Every call goes as the user; the backend checks the current password. The two changes
// are the spec's calls (docs/domain/backend-calls.md): POST /auth/email/reset and POST /auth/password/reset (the Session row).
import { getTranslations } from '@/lib/i18n/server';
import { acceptTermsRequest, changeEmailRequest, changePasswordRequest, messageReply, walkthroughTypes } from '@/contract/account';
import { defineAction } from '../actions/define-action';
import { authedRequest } from '../session';
import { formValues } from '../forms/form-values';
import { getTextTranslator } from '../i18n/server-texts';
import { accountFailed } from './account-failed';

/** The settings page's e-mail form: the new address shows at once wherever the user's record does. */
export const changeEmailAction = defineAction({
  access: 'signedIn',
  form: (form) => ({ input: formValues(form, ['email', 'password']), values: formValues(form, ['email']) }),
  schema: changeEmailRequest,
  call: ({ body }) => authedRequest('/auth/email/reset', { method: 'POST', body, schema: messageReply }),
  success: async () => (await getTranslations('account'))('email.changed'),
  failed: accountFailed,
  changes: ['account', 'users'],
});

/** The settings page's password form: nothing typed is kept (all three are passwords). */
export const changePasswordAction = defineAction({
  access: 'signedIn',
  form: (form) => ({ input: formValues(form, ['current_password', 'password', 'password_confirmation']), values: {} }),
  schema: changePasswordRequest,
  call: ({ body }) => authedRequest('/auth/password/reset', { method: 'POST', body, schema: messageReply }),
  success: async () => (await getTranslations('account'))('password.changed'),
  failed: accountFailed,
});

/** The terms dialog (docs/domain/bookings.md): stores business name and confirmation on the user; the terms bind the business (user-accept-tc). */
export const acceptTermsAction = defineAction({
  access: ['user-accept-tc'],
  args: (input: { business_name: string; confirmation: boolean }) => ({ input: input as unknown }),
  schema: acceptTermsRequest,
  // The dialog shows one message, not fields.
  invalid: async (error) => ({ ok: false, message: (await getTextTranslator())(error.issues[0]?.message ?? '') }),
  call: ({ body }) => authedRequest('/auth/accept-terms', { method: 'POST', body, schema: messageReply }),
  success: (reply) => reply.message,
});

/** POST /auth/walkthrough [{type, seen: true}] for the training dialog or the menu tour. */
export const markWalkthroughSeenAction = defineAction({
  access: 'signedIn',
  args: (type: string) => (type === walkthroughTypes.training || type === walkthroughTypes.menuTour ? { type } : undefined),
  call: ({ type }) => authedRequest('/auth/walkthrough', { method: 'POST', body: [{ type, seen: true }] }),
  success: () => '',
});
