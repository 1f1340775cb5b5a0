'use server';
// Sign-in and sign-out. The token lives only in the encrypted httpOnly cookie.
import { redirect } from 'next/navigation';
import { getTranslations } from '@/lib/i18n/server';
import { refusedInput } from '../actions/action-result';
import { ApiError } from '../api-errors';
import { getTextTranslator } from '../i18n/server-texts';
import { getSession } from '../session';
import { loginFields } from './login-schema';
import { revokeToken } from './sign-in';
import { openSession } from './open-session';
import { safeNextPath } from './safe-next';

export interface LoginState {
  message?: string;
  fieldErrors?: Partial<Record<'email' | 'password', string>>;
  email?: string;
}

// eslint-disable-next-line no-restricted-syntax -- signing in and out opens or ends the session itself, not yet on defineAction
export async function loginAction(_previous: LoginState, form: FormData): Promise<LoginState> {
  if (!(form instanceof FormData)) return refusedInput();
  const t = await getTranslations('auth');
  const email = String(form.get('email') ?? '');
  const parsed = loginFields.safeParse({ email, password: form.get('password') ?? '' });
  if (!parsed.success) {
    const fieldErrors: LoginState['fieldErrors'] = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as 'email' | 'password';
      fieldErrors[field] ??= t(`validation.${issue.message as 'required' | 'email'}`);
    }
    return { fieldErrors, email };
  }

  let home: string;
  try {
    // Residents are refused (docs/domain/roles-and-permissions.md): the back-office is for staff and business customers. A refused sign-in's
    // token is revoked before the refusal comes back (sign-in.ts).
    home = await openSession(parsed.data);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { message: t('errors.credentials'), email };
    if (error instanceof ApiError && (error.status === 403 || error.status === 429) && error.messages[0]) return { message: (await getTextTranslator())(error.messages[0]), email };
    console.error('loginAction', error);
    return { message: t('errors.failed'), email };
  }

  // A page the user was sent away from comes first; otherwise their starting screen.
  const next = safeNextPath(String(form.get('next') ?? '/'));
  redirect(next === '/' ? home : next);
}

/** Always ends in the redirect to sign-in (its form's state never changes on success). */
// eslint-disable-next-line no-restricted-syntax -- signing in and out opens or ends the session itself, not yet on defineAction
export async function logoutAction(): Promise<never> {
  const session = await getSession();
  // Revoke on the server too: a copied cookie replayed after logout gets nothing.
  if (session.token) await revokeToken(session.token, 'logoutAction');
  session.destroy();
  redirect('/iniciar-sesion');
}
