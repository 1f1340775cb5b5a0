'use client';
// Errors in the root layout itself. It replaces the root layout, so no theme class (colours follow the OS);
// the texts, the language and the status code come from the shared helpers of the error boundaries.
import { useErrorLanguage, useReportError } from '@/components/app/error-handling';
import { shownError } from '@/components/app/error-status';
import { errorTexts } from '@/components/app/error-texts';
import { Button } from '@/components/ui/button';
import { InlineStyles } from '@/lib/styles/inline-styles';

export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const language = useErrorLanguage();
  const text = errorTexts(language);
  const shown = shownError(error);
  useReportError(error);

  return (
    <html lang={language === 'en' ? 'en' : 'es-UY'}>
      <body>
        <InlineStyles />
        <title>{text.title}</title>
        <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-6 px-4 text-center">
          <p aria-hidden="true" className="text-5xl font-bold tracking-tight opacity-60">
            {shown.status}
          </p>
          <h1 className="text-xl font-semibold">{text.title}</h1>
          {shown.message && <p className="opacity-80">{shown.message}</p>}
          <Button onClick={() => retry()}>{text.retry}</Button>
        </main>
      </body>
    </html>
  );
}
