// /recuperar-contrasena – asks for a reset link by e-mail; the same answer whether the address exists or not.
import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { ActionForm } from '@/features/account/action-form';
import { requestPasswordResetAction } from '@/lib/account/public-actions';
import { AccountLink } from '../_components/account-link';
import { AccountSection } from '../_components/account-section';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('account'))('reset.requestTitle') };
}

export default async function ForgotPasswordPage() {
  const [t, te] = await Promise.all([getTranslations('account'), getTranslations('errors')]);
  return (
    <AccountSection id="forgot-title" title={t('reset.requestTitle')} help={t('reset.requestHelp')}>
      <ActionForm
        id="forgot"
        failed={te('unexpected')}
        action={requestPasswordResetAction}
        hideOnSuccess
        submit={t('reset.send')}
        submitting={t('reset.sending')}
        fields={[{ name: 'email', label: t('reset.email'), type: 'email', autoComplete: 'email', required: true }]}
      />
      <p className="text-center text-sm">
        <AccountLink href="/iniciar-sesion">{t('reset.back')}</AccountLink>
      </p>
    </AccountSection>
  );
}
