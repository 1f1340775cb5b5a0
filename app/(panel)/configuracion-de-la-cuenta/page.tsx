// /configuracion-de-la-cuenta – account settings (docs/domain/screens.md): change the e-mail and the password, errors on the form.
import { getTranslations } from '@/lib/i18n/server';
import { ActionForm } from '@/features/account/action-form';
import { menuItemMetadata } from '@/components/layout/menu-item-metadata';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardTitle } from '@/components/ui/card';
import { changeEmailAction, changePasswordAction } from '@/lib/account/actions';
import { requireAccess } from '@/lib/session';

export const generateMetadata = () => menuItemMetadata('account');

export default async function AccountPage() {
  const [me, t, te] = await Promise.all([requireAccess('account'), getTranslations('account'), getTranslations('errors')]);
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="grid max-w-4xl gap-6 lg:grid-cols-2">
        <Card>
          <CardTitle className="mb-1">{t('email.title')}</CardTitle>
          <p className="mb-4 text-sm break-all text-fg-muted">{t('currentEmail', { email: me.email })}</p>
          <ActionForm
            id="email-form"
            failed={te('unexpected')}
            action={changeEmailAction}
            submit={t('email.submit')}
            submitting={t('saving')}
            fields={[
              { name: 'email', label: t('email.new'), type: 'email', autoComplete: 'email', required: true },
              { name: 'password', label: t('email.password'), type: 'password', autoComplete: 'current-password', required: true },
            ]}
          />
        </Card>
        <Card>
          <CardTitle className="mb-1">{t('password.title')}</CardTitle>
          <p className="mb-4 text-sm text-fg-muted">{t('password.hint')}</p>
          <ActionForm
            id="password-form"
            failed={te('unexpected')}
            action={changePasswordAction}
            submit={t('password.submit')}
            submitting={t('saving')}
            fields={[
              { name: 'current_password', label: t('password.current'), type: 'password', autoComplete: 'current-password', required: true },
              { name: 'password', label: t('password.new'), type: 'password', autoComplete: 'new-password', required: true, hint: t('passwordRule') },
              { name: 'password_confirmation', label: t('password.confirm'), type: 'password', autoComplete: 'new-password', required: true },
            ]}
          />
        </Card>
      </div>
    </>
  );
}
