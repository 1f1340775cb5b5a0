'use client';
// Errors of a signed-in screen: shown inside the shell, so the menu stays usable.
import { ErrorView } from '@/components/app/error-handling';

export default function PanelError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorView error={error} retry={retry} />;
}
