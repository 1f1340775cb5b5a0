// /lockers – lockers. Placeholder: access is checked first (403 otherwise); the screen comes with its own issue.
import { ComingSoon, menuItemMetadata } from '@/components/layout/coming-soon';
import { requireAccess } from '@/lib/session';

export const generateMetadata = () => menuItemMetadata('lockers');

export default async function LockersPage() {
  await requireAccess('lockers');
  return <ComingSoon item="lockers" />;
}
