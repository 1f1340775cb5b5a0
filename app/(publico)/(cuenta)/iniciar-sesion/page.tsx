// /iniciar-sesion – sign-in (login layout). Works without JavaScript: the form posts to a server action.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from '@/lib/i18n/server';
import { safeNextPath } from '@/lib/auth/safe-next';
import { openSessionNotice } from '@/lib/auth/session-notice';
import { hasSessionToken } from '@/lib/session';
import { AccountHeading } from '../_components/account-heading';
import { AccountLink } from '../_components/account-link';
import { LoginForm } from './_components/login-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth');
  return { title: t('title') };
}

export default async function SignInPage({ searchParams }: PageProps<'/iniciar-sesion'>) {
  const params = await searchParams;
  // proxy.ts does this first; the page repeats it so the screen never depends on the proxy.
  if (await hasSessionToken()) redirect('/');
  const next = safeNextPath(typeof params.next === 'string' ? params.next : null);
  const [t, te, notice] = await Promise.all([getTranslations('auth'), getTranslations('errors'), openSessionNotice(params.aviso)]);
  return (
    <section aria-labelledby="login-title">
      <AccountHeading id="login-title" title={t('title')} help={t('subtitle')} />
      {params.expirada === '1' && (
        <p role="status" className="mt-4 rounded-md border border-line bg-surface-muted p-3 text-sm text-fg">
          {notice ?? t('errors.sessionExpired')}
        </p>
      )}
      <LoginForm
        next={next}
        labels={{ email: t('fields.email'), password: t('fields.password'), submit: t('actions.submit'), submitting: t('actions.submitting'), failed: te('unexpected') }}
      />
      <AccountLinks />
    </section>
  );
}

/** Password recovery and registration (pre-login area, docs/domain/screens.md). */
async function AccountLinks() {
  const t = await getTranslations('account');
  return (
    <div className="mt-4 flex flex-col items-center gap-2 text-sm">
      <AccountLink href="/recuperar-contrasena">{t('reset.forgot')}</AccountLink>
      <AccountLink href="/registro">{t('register.create')}</AccountLink>
    </div>
  );
}
