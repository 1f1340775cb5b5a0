// /ventas – sales report. Placeholder: access is checked first (403 otherwise); the screen comes with its own issue.
import { ComingSoon, menuItemMetadata } from '@/components/layout/coming-soon';
import { requireAccess } from '@/lib/session';

export const generateMetadata = () => menuItemMetadata('sales');

export default async function SalesPage() {
  await requireAccess('sales');
  return <ComingSoon item="sales" />;
}
