import type { ReactNode } from 'react';

/**
 * Public pages pick their layout of docs/domain/screens.md themselves: sign-in and registration use
 * <LoginLayout> (components/layout/login-layout), other public pages and print views <SimpleLayout>.
 * A nested layout.tsx can apply one to a whole folder.
 */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return children;
}
