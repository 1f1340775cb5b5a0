import type { ReactNode } from 'react';
import { LoginLayout } from '@/components/layout/login-layout';

export default function PublicFormLayout({ children }: { children: ReactNode }) {
  return <LoginLayout>{children}</LoginLayout>;
}
