// /restablecer-contrasena?token=… – the link of the reset e-mail: choose a new password (single use, expiring). A
// link that cannot be one (no token, or cut short or lengthened on its way: the contract's shape) says so at once,
// with the way to ask for a new one, instead of a form that would be refused; an expired or used one is told on
// submitting, since only the confirm call knows.
import type { Metadata } from 'next';
import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { getTranslations } from '@/lib/i18n/server';
import { ActionForm } from '@/features/account/action-form';
import { resetPasswordAction } from '@/lib/account/public-actions';
import { resetLinkToken } from '@/contract/account';
import { AccountLink } from '../_components/account-link';
import { AccountSection } from '../_components/account-section';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('account'))('reset.title') };
}

export default async function ResetPasswordPage({ searchParams }: PageProps<'/restablecer-contrasena'>) {
  const link = resetLinkToken.safeParse((await searchParams).token);
  const [t, te] = await Promise.all([getTranslations('account'), getTranslations('errors')]);
  return (
    <AccountSection id="reset-title" title={t('reset.title')}>
      {link.success ? (
        <ActionForm
          id="reset"
          failed={te('unexpected')}
          action={resetPasswordAction}
          hideOnSuccess
          submit={t('reset.submit')}
          submitting={t('saving')}
          fields={[
            { name: 'token', label: '', type: 'hidden', value: link.data },
            { name: 'password', label: t('reset.password'), type: 'password', autoComplete: 'new-password', required: true, hint: t('passwordRule') },
            { name: 'password_confirmation', label: t('reset.confirm'), type: 'password', autoComplete: 'new-password', required: true },
          ]}
        />
      ) : (
        <>
          <p role="alert" className="rounded-md border border-danger p-3 text-sm text-danger">{t('reset.missingToken')}</p>
          {/* What to do next, so the page's one button. */}
          <Link href="/recuperar-contrasena" className={buttonClasses({ variant: 'primary', className: 'w-full' })}>
            {t('reset.newLink')}
          </Link>
        </>
      )}
      <p className="text-center text-sm">
        <AccountLink href="/iniciar-sesion">{t('reset.back')}</AccountLink>
      </p>
    </AccountSection>
  );
}
