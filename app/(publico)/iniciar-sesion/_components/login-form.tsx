'use client';
// Sign-in form: server-side validation and errors via useActionState; disabled while submitting.
import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { loginAction, type LoginState } from '@/lib/auth/actions';

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-600 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

export function LoginForm({ next }: { next: string }) {
  const t = useTranslations('auth');
  const [state, formAction, pending] = useActionState<LoginState, FormData>(loginAction, {});
  const emailError = state.fieldErrors?.email;
  const passwordError = state.fieldErrors?.password;

  return (
    <form action={formAction} noValidate className="mt-6 space-y-4" aria-busy={pending}>
      <input type="hidden" name="next" value={next} />
      {state.message && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800 dark:bg-red-950 dark:text-red-100">
          {state.message}
        </p>
      )}
      <div>
        <label htmlFor="email" className="block text-sm font-medium">{t('fields.email')}</label>
        <input
          id="email" name="email" type="email" autoComplete="username" required defaultValue={state.email}
          aria-invalid={emailError ? true : undefined} aria-describedby={emailError ? 'email-error' : undefined}
          className={inputClass}
        />
        {emailError && <p id="email-error" className="mt-1 text-sm text-red-700 dark:text-red-300">{emailError}</p>}
      </div>
      <div>
        <label htmlFor="password" className="block text-sm font-medium">{t('fields.password')}</label>
        <input
          id="password" name="password" type="password" autoComplete="current-password" required
          aria-invalid={passwordError ? true : undefined} aria-describedby={passwordError ? 'password-error' : undefined}
          className={inputClass}
        />
        {passwordError && <p id="password-error" className="mt-1 text-sm text-red-700 dark:text-red-300">{passwordError}</p>}
      </div>
      <button
        type="submit" disabled={pending}
        className="w-full rounded-md bg-sky-700 px-4 py-2 font-medium text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700 disabled:opacity-60"
      >
        {pending ? t('actions.submitting') : t('actions.submit')}
      </button>
    </form>
  );
}
