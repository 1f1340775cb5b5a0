// The frame of an account form page (registration, the password pages): a section named by its heading, the
// heading and help line, then the page's form and links. The sign-in page spaces its parts its own way.
import type { ReactNode } from 'react';
import { AccountHeading } from './account-heading';

export function AccountSection({ id, title, help, children }: { id: string; title: string; help?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <AccountHeading id={id} title={title} help={help} />
      {children}
    </section>
  );
}
