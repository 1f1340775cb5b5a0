'use server';
// The signed-in user's own account: e-mail and password changes (settings page), terms acceptance and
// walkthroughs seen (dialogs). Every call goes as the user; the backend checks the current password. The two changes
// are the spec's calls (docs/domain/backend-calls.md): POST /auth/email/reset with the email data, POST /auth/password/reset with the password data.
import { revalidatePath } from 'next/cache';
import { getTranslations } from '@/lib/i18n/server';
import { acceptTermsRequest, changeEmailRequest, changePasswordRequest, messageReply, walkthroughTypes } from '@/contract/account';
import { failure, refusedInput, type ActionResult } from '../actions/action-result';
import { authedRequest, getCurrentUser } from '../session';
import { formValues } from '../forms/form-values';
import { getTextTranslator } from '../i18n/server-texts';
import { failedState, invalidState, type FormState } from './form-state';

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

/** The terms dialog (docs/domain/bookings.md): stores business name and confirmation on the user. */
export async function acceptTermsAction(input: { business_name: string; confirmation: boolean }): Promise<ActionResult> {
  await getCurrentUser();
  const parsed = acceptTermsRequest.safeParse(input);
  if (!parsed.success) return { ok: false, message: (await getTextTranslator())(parsed.error.issues[0]?.message ?? '') };
  try {
    const reply = await authedRequest('/auth/accept-terms', { method: 'POST', body: parsed.data, schema: messageReply });
    return { ok: true, message: (await getTextTranslator())(reply.message) };
  } catch (error) {
    return failure(error);
  }
}

/** POST /auth/walkthrough [{type, seen: true}] for the training dialog or the menu tour. */
export async function markWalkthroughSeenAction(type: string): Promise<ActionResult> {
  if (type !== walkthroughTypes.training && type !== walkthroughTypes.menuTour) return refusedInput();
  await getCurrentUser();
  try {
    await authedRequest('/auth/walkthrough', { method: 'POST', body: [{ type, seen: true }] });
    return { ok: true, message: '' };
  } catch (error) {
    return failure(error);
  }
}
