'use client';
// What the browser does when something fails: the guard the root layout renders (a chunk that no longer loads
// after a deploy reloads the page) and the view the error boundaries render (app/error.tsx, app/(panel)/error.tsx;
// app/global-error.tsx uses its hooks). One module on purpose: the root layout's chunk, which every page loads,
// then carries the view and its texts once, instead of each boundary's chunk (three on every page) a copy of them.
import { useEffect, useSyncExternalStore } from 'react';
import { StatusPage } from '../layout/status-page';
import { Button } from '../ui/button';
import { isChunkLoadError, reloadAfterDeploy } from './chunk-error';
import { shownError } from './error-status';
import { errorTexts, pageLanguageStore, type ErrorLanguage } from './error-texts';

/** Listens for failed chunk loads anywhere on the page and reloads to the new deploy. Renders nothing. */
export function ChunkReloadGuard() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      if (isChunkLoadError(event.error ?? event.message)) reloadAfterDeploy();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadAfterDeploy();
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}

/** A boundary's error: a stale chunk after a deploy reloads the page (at most once a minute), else it is logged. */
export function useReportError(error: unknown) {
  useEffect(() => {
    if (isChunkLoadError(error) && reloadAfterDeploy()) return;
    console.error(error);
  }, [error]);
}

/** The page's language, for the boundaries' texts (error-texts.ts: no i18n runtime). */
export function useErrorLanguage(): ErrorLanguage {
  return useSyncExternalStore(pageLanguageStore.subscribe, pageLanguageStore.getSnapshot, pageLanguageStore.getServerSnapshot);
}

/**
 * What error.tsx files render: the status code and the server's message when an API call failed (500 and a log
 * reference otherwise, error-status.ts), "Ha ocurrido un error." and a retry button.
 */
export function ErrorView({ error, retry }: { error: unknown; retry: () => void }) {
  const text = errorTexts(useErrorLanguage());
  const shown = shownError(error);
  useReportError(error);

  return (
    <StatusPage code={String(shown.status)} title={text.title} detail={shown.message}>
      <Button onClick={() => retry()}>{text.retry}</Button>
      {shown.reference && <p className="w-full text-xs text-fg-muted">{text.reference(shown.reference)}</p>}
    </StatusPage>
  );
}
