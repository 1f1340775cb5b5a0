'use client';
// Errors in a public page or in the signed-in layout itself (e.g. the backend is down): a page of its own.
import { ErrorView } from '@/components/app/error-handling';

export default function RootError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <main id="main" tabIndex={-1} className="min-h-dvh px-4">
      <ErrorView error={error} retry={retry} />
    </main>
  );
}
