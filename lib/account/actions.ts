'use server';
// The signed-in user's own account: e-mail and password changes (settings page), terms acceptance and
// walkthroughs seen (dialogs). Every call goes as the user; the backend checks the current password. The two changes
// are the spec's calls (docs/domain/backend-calls.md): POST /auth/email/reset with the email data, POST /auth/password/reset with the password data.
import { revalidatePath } from 'next/cache';
import { getTranslations } from '@/lib/i18n/server';
import { acceptTermsRequest, changeEmailRequest, changePasswordRequest, messageReply, walkthroughTypes } from '@/contract/account';
import { refusedInput } from '../actions/action-result';
import { defineAction } from '../actions/define-action';
import { authedRequest, getCurrentUser } from '../session';
import { formValues } from '../forms/form-values';
import { getTextTranslator } from '../i18n/server-texts';
import { failedState, invalidState, type FormState } from './form-state';

// eslint-disable-next-line no-restricted-syntax -- a useActionState form (FormState, works without JavaScript), not yet on defineAction
export async function changeEmailAction(_previous: FormState, form: FormData): Promise<FormState> {
  if (!(form instanceof FormData)) return refusedInput();
  await getCurrentUser();
  const values = formValues(form, ['email']);
  const parsed = changeEmailRequest.safeParse({ email: values.email, password: String(form.get('password') ?? '') });
  if (!parsed.success) return invalidState(parsed.error, values);
  const t = await getTranslations('account');
  try {
    await authedRequest('/auth/email/reset', { method: 'POST', body: parsed.data, schema: messageReply });
  } catch (error) {
    return failedState(error, values, t('failed'));
  }
  revalidatePath('/', 'layout');
  return { ok: true, message: t('email.changed') };
}

// eslint-disable-next-line no-restricted-syntax -- a useActionState form (FormState, works without JavaScript), not yet on defineAction
export async function changePasswordAction(_previous: FormState, form: FormData): Promise<FormState> {
  if (!(form instanceof FormData)) return refusedInput();
  await getCurrentUser();
  const body = Object.fromEntries(['current_password', 'password', 'password_confirmation'].map((f) => [f, String(form.get(f) ?? '')]));
  const parsed = changePasswordRequest.safeParse(body);
  if (!parsed.success) return invalidState(parsed.error, {});
  const t = await getTranslations('account');
  try {
    await authedRequest('/auth/password/reset', { method: 'POST', body: parsed.data, schema: messageReply });
  } catch (error) {
    return failedState(error, {}, t('failed'));
  }
  return { ok: true, message: t('password.changed') };
}

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
