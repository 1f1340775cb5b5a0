'use client';
// Errors in the root layout itself. It replaces the root layout, so no next-intl provider and no theme
// class: the messages are imported here, the language comes from the locale cookie, colours follow the OS.
import { useEffect, useSyncExternalStore } from 'react';
import { isChunkLoadError, reloadAfterDeploy } from '@/components/app/chunk-error';
import { Button } from '@/components/ui/button';
import { LOCALE_COOKIE } from '@/lib/i18n/locale-cookie';
import enCommon from '@/messages/en/common.json';
import enErrors from '@/messages/en/errors-ui.json';
import esCommon from '@/messages/es/common.json';
import esErrors from '@/messages/es/errors-ui.json';
import './globals.css';

const texts = {
  es: { title: esErrors.error.title, retry: esCommon.actions.retry },
  en: { title: enErrors.error.title, retry: enCommon.actions.retry },
};

function cookieLanguage(): 'es' | 'en' {
  const value = document.cookie.split('; ').find((c) => c.startsWith(`${LOCALE_COOKIE}=`))?.split('=')[1];
  return value?.toLowerCase().startsWith('en') ? 'en' : 'es';
}

const noSubscription = () => () => {};

export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const language = useSyncExternalStore(noSubscription, cookieLanguage, () => 'es' as const);
  const text = texts[language];

  useEffect(() => {
    if (isChunkLoadError(error) && reloadAfterDeploy()) return;
    console.error(error);
  }, [error]);

  return (
    <html lang={language === 'en' ? 'en' : 'es-UY'}>
      <body>
        <title>{text.title}</title>
        <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-6 px-4 text-center">
          <h1 className="text-xl font-semibold">{text.title}</h1>
          <Button onClick={() => retry()}>{text.retry}</Button>
        </main>
      </body>
    </html>
  );
}
