// /iniciar-sesion – sign-in (login layout). Works without JavaScript: the form posts to a server action.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { safeNextPath } from '@/lib/auth/safe-next';
import { LoginForm } from './_components/login-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth');
  return { title: t('title') };
}

export default async function SignInPage({ searchParams }: PageProps<'/iniciar-sesion'>) {
  const params = await searchParams;
  const next = safeNextPath(typeof params.next === 'string' ? params.next : null);
  const expired = params.expirada === '1';
  const t = await getTranslations('auth');
  return (
    <section aria-labelledby="login-title" className="w-full">
      <h1 id="login-title" className="text-2xl font-semibold">{t('title')}</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('subtitle')}</p>
      {expired && (
        <p role="status" className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {t('errors.sessionExpired')}
        </p>
      )}
      <LoginForm next={next} />
    </section>
  );
}
