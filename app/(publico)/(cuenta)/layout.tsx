// Sign-in, registration and the password pages share the login layout (docs/domain/screens.md).
import type { ReactNode } from 'react';
import { LoginLayout } from '@/components/layout/login-layout';

export default function AccountFormsLayout({ children }: { children: ReactNode }) {
  return <LoginLayout>{children}</LoginLayout>;
}
