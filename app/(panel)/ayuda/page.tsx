// /ayuda – help. Placeholder: access is checked first (403 otherwise); the screen comes with its own issue.
import { ComingSoon, menuItemMetadata } from '@/components/layout/coming-soon';
import { requireAccess } from '@/lib/session';

export const generateMetadata = () => menuItemMetadata('help');

export default async function HelpPage() {
  await requireAccess('help');
  return <ComingSoon item="help" />;
}
