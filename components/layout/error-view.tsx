'use client';
import { useEffect, useSyncExternalStore } from 'react';
import { isChunkLoadError, reloadAfterDeploy } from '../app/chunk-error';
import { errorStatus } from '../app/error-status';
import { errorTexts, pageLanguageStore } from '../app/error-texts';
import { Button } from '../ui/button';
import { StatusPage } from './status-page';

/**
 * What error.tsx files render: the status code (500 unless the error carries its own, error-status.ts),
 * "Ha ocurrido un error." and a retry button. A stale chunk after a deploy
 * reloads the page instead (at most once a minute). Texts: components/app/error-texts.ts (no i18n runtime).
 */
export function ErrorView({ error, retry }: { error: unknown; retry: () => void }) {
  const language = useSyncExternalStore(pageLanguageStore.subscribe, pageLanguageStore.getSnapshot, pageLanguageStore.getServerSnapshot);
  const text = errorTexts(language);
  const digest = error instanceof Error && 'digest' in error && typeof error.digest === 'string' ? error.digest : null;

  useEffect(() => {
    if (isChunkLoadError(error) && reloadAfterDeploy()) return;
    console.error(error);
  }, [error]);

  return (
    <StatusPage code={String(errorStatus(error))} title={text.title}>
      <Button onClick={() => retry()}>{text.retry}</Button>
      {digest && <p className="w-full text-xs text-fg-muted">{text.reference(digest)}</p>}
    </StatusPage>
  );
}
