'use client';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { isChunkLoadError, reloadAfterDeploy } from '../app/chunk-error';
import { Button } from '../ui/button';
import { StatusPage } from './status-page';

/**
 * What error.tsx files render: "Ha ocurrido un error." and a retry button. A stale chunk after a deploy
 * reloads the page instead (at most once a minute).
 */
export function ErrorView({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations();
  const digest = error instanceof Error && 'digest' in error && typeof error.digest === 'string' ? error.digest : null;

  useEffect(() => {
    if (isChunkLoadError(error) && reloadAfterDeploy()) return;
    console.error(error);
  }, [error]);

  return (
    <StatusPage title={t('errors-ui.error.title')}>
      <Button onClick={() => retry()}>{t('common.actions.retry')}</Button>
      {digest && <p className="w-full text-xs text-fg-muted">{t('errors-ui.error.reference', { digest })}</p>}
    </StatusPage>
  );
}
