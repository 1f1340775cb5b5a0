// /stock – stock report. Placeholder: access is checked first (403 otherwise); the screen comes with its own issue.
import { ComingSoon, menuItemMetadata } from '@/components/layout/coming-soon';
import { requireAccess } from '@/lib/session';

export const generateMetadata = () => menuItemMetadata('stock');

export default async function StockPage() {
  await requireAccess('stock');
  return <ComingSoon item="stock" />;
}
