// /residentes – residents. Placeholder: access is checked first (403 otherwise); the screen comes with its own issue.
import { ComingSoon, menuItemMetadata } from '@/components/layout/coming-soon';
import { requireAccess } from '@/lib/session';

export const generateMetadata = () => menuItemMetadata('residents');

export default async function ResidentsPage() {
  await requireAccess('residents');
  return <ComingSoon item="residents" />;
}
