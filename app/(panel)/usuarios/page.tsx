// /usuarios – team users. Placeholder: access is checked first (403 otherwise); the screen comes with its own issue.
import { ComingSoon, menuItemMetadata } from '@/components/layout/coming-soon';
import { requireAccess } from '@/lib/session';

export const generateMetadata = () => menuItemMetadata('users');

export default async function UsersPage() {
  await requireAccess('users');
  return <ComingSoon item="users" />;
}
