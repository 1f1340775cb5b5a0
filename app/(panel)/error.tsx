'use client';
// Errors of a signed-in screen: shown inside the shell, so the menu stays usable.
import { ErrorView } from '@/components/layout/error-view';

export default function PanelError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorView error={error} retry={retry} />;
}
