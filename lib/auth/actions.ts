'use server';
// Sign-in and sign-out. The token lives only in the encrypted httpOnly cookie.
import { getTranslations } from '@/lib/i18n/server';
import { defineAction } from '../actions/define-action';
import { fieldErrorsOf } from '../forms/field-errors';
import { formValues } from '../forms/form-values';
import { getSession } from '../session';
import { loginFields } from './login-schema';
import { revokeToken } from './sign-in';
import { openSession } from './open-session';
import { safeNextPath } from './safe-next';

export const loginAction = defineAction({
  access: 'public',
  form: (form) => ({
    input: formValues(form, ['email', 'password']),
    values: formValues(form, ['email']),
    // A page the user was sent away from comes first; otherwise their starting screen.
    next: safeNextPath(String(form.get('next') ?? '/')),
  }),
  schema: loginFields,
  // The schema's messages are keys of the sign-in page's texts.
  invalid: async (error) => {
    const t = await getTranslations('auth');
    const keys = fieldErrorsOf(error, { topLevel: true });
    return { ok: false, message: '', fieldErrors: Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, t(`validation.${key as 'required' | 'email'}`)])) };
  },
  // Residents are refused (docs/domain/roles-and-permissions.md): the back-office is for staff and business customers. A refused sign-in's
  // token is revoked before the refusal comes back (sign-in.ts).
  call: ({ body }) => openSession(body),
  redirect: (home, { next }) => (next === '/' ? home : next),
  failed: async (error) => {
    const t = await getTranslations('auth');
    if (error.status === 401) return { ok: false, message: t('errors.credentials') };
    if ((error.status === 403 || error.status === 429) && error.messages[0]) return { ok: false, message: error.messages[0] };
    console.error('loginAction', error);
    return { ok: false, message: t('errors.failed') };
  },
});

/** Always ends in the redirect to sign-in; it needs no session (a dead one is ended all the same). */
export const logoutAction = defineAction({
  access: 'public',
  args: () => ({}),
  call: async () => {
    const session = await getSession();
    // Revoke on the server too: a copied cookie replayed after logout gets nothing.
    if (session.token) await revokeToken(session.token, 'logoutAction');
    session.destroy();
  },
  redirect: () => '/iniciar-sesion',
});
