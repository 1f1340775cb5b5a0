// /configuracion-de-la-cuenta – account settings. Placeholder: access is checked first (403 otherwise); the screen comes with its own issue.
import { ComingSoon, menuItemMetadata } from '@/components/layout/coming-soon';
import { requireAccess } from '@/lib/session';

export const generateMetadata = () => menuItemMetadata('account');

export default async function AccountPage() {
  await requireAccess('account');
  return <ComingSoon item="account" />;
}
