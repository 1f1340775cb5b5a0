// /apartamentos – apartments. Placeholder: access is checked first (403 otherwise); the screen comes with its own issue.
import { ComingSoon, menuItemMetadata } from '@/components/layout/coming-soon';
import { requireAccess } from '@/lib/session';

export const generateMetadata = () => menuItemMetadata('apartments');

export default async function ApartmentsPage() {
  await requireAccess('apartments');
  return <ComingSoon item="apartments" />;
}
