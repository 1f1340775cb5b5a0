// Every signed-in screen: the shell around the page; a signed-out or dead session goes back to sign-in.
import type { ReactNode } from 'react';
import { PanelShell } from '@/features/shell/panel-shell';
import { getCurrentUser } from '@/lib/session';

export default async function PanelLayout({ children }: { children: ReactNode }) {
  return <PanelShell me={await getCurrentUser()}>{children}</PanelShell>;
}
