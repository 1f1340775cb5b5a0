import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '../ui/button';
import { Spinner } from '../ui/spinner';

/** Spec §2: while the user's permissions load, a loading screen with a way to sign in. */
export function LoadingScreen() {
  const t = useTranslations();
  return (
    <div className="flex flex-col items-center gap-6 py-24 text-center">
      <div role="status" className="flex flex-col items-center gap-3">
        <Spinner className="size-8" />
        <span className="text-fg-muted">{t('shell.loadingScreen.label')}</span>
      </div>
      <p className="flex flex-col items-center gap-2 text-sm text-fg-muted">
        {t('shell.loadingScreen.signInHint')}
        <Link href="/iniciar-sesion" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          {t('common.actions.signIn')}
        </Link>
      </p>
    </div>
  );
}
