// /registro – a business signs up (docs/domain/screens.md, docs/domain/validation.md): business and contact data, terms acceptance and the
// declaration of no dangerous or perishable goods are required. Works without JavaScript.
import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { ActionForm } from '@/features/account/action-form';
import { TermsText } from '@/features/terms/terms-text';
import { registerAction } from '@/lib/account/public-actions';
import { AccountLink } from '../_components/account-link';
import { AccountSection } from '../_components/account-section';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('account'))('register.title') };
}

export default async function RegisterPage() {
  const [t, te] = await Promise.all([getTranslations('account'), getTranslations('errors')]);
  return (
    <AccountSection id="register-title" title={t('register.title')} help={t('register.subtitle')}>
      <ActionForm
        id="register"
        failed={te('unexpected')}
        action={registerAction}
        hideOnSuccess
        submit={t('register.submit')}
        submitting={t('register.submitting')}
        fields={[
          { name: 'business_name', label: t('register.business'), autoComplete: 'organization', required: true },
          { name: 'name', label: t('register.name'), autoComplete: 'given-name', required: true },
          { name: 'last_name', label: t('register.lastName'), autoComplete: 'family-name', required: true },
          { name: 'email', label: t('register.email'), type: 'email', autoComplete: 'email', required: true },
          { name: 'phone', label: t('register.phone'), type: 'tel', autoComplete: 'tel', required: true },
          { name: 'document', label: t('register.document'), ciWarning: t('register.ciWarning') },
          { name: 'password', label: t('register.password'), type: 'password', autoComplete: 'new-password', required: true, hint: t('passwordRule') },
          { name: 'password_confirmation', label: t('register.confirm'), type: 'password', autoComplete: 'new-password', required: true },
          // The terms are read right above the checkbox that accepts them; a <details>, so it opens without JavaScript.
          {
            name: 'terms',
            label: t('register.terms'),
            type: 'checkbox',
            required: true,
            lead: (
              <details className="rounded-md border border-line p-3">
                <summary className="cursor-pointer text-sm font-medium text-primary">{t('register.termsLink')}</summary>
                <div className="mt-3 max-h-80 overflow-y-auto">
                  <TermsText />
                </div>
              </details>
            ),
          },
          { name: 'no_dangerous_goods', label: t('register.goods'), type: 'checkbox', required: true },
        ]}
      />
      <p className="text-center text-sm text-fg-muted">
        {t('register.haveAccount')}{' '}
        <AccountLink href="/iniciar-sesion">{t('register.signIn')}</AccountLink>
      </p>
    </AccountSection>
  );
}
