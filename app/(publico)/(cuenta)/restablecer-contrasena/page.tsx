// /restablecer-contrasena?token=… – the link of the reset e-mail: choose a new password (single use, expiring).
import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { ActionForm } from '@/features/account/action-form';
import { resetPasswordAction } from '@/lib/account/public-actions';
import { AccountLink } from '../_components/account-link';
import { AccountSection } from '../_components/account-section';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('account'))('reset.title') };
}

export default async function ResetPasswordPage({ searchParams }: PageProps<'/restablecer-contrasena'>) {
  const { token } = await searchParams;
  const [t, te] = await Promise.all([getTranslations('account'), getTranslations('errors')]);
  return (
    <AccountSection id="reset-title" title={t('reset.title')}>
      {typeof token === 'string' && token ? (
        <ActionForm
          id="reset"
          failed={te('unexpected')}
          action={resetPasswordAction}
          hideOnSuccess
          submit={t('reset.submit')}
          submitting={t('saving')}
          fields={[
            { name: 'token', label: '', type: 'hidden', value: token },
            { name: 'password', label: t('reset.password'), type: 'password', autoComplete: 'new-password', required: true, hint: t('passwordRule') },
            { name: 'password_confirmation', label: t('reset.confirm'), type: 'password', autoComplete: 'new-password', required: true },
          ]}
        />
      ) : (
        <p role="alert" className="rounded-md border border-danger p-3 text-sm text-danger">{t('reset.missingToken')}</p>
      )}
      <p className="text-center text-sm">
        <AccountLink href="/iniciar-sesion">{t('reset.back')}</AccountLink>
      </p>
    </AccountSection>
  );
}
