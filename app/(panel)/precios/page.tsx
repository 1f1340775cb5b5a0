// /precios – prices. Placeholder: access is checked first (403 otherwise); the screen comes with its own issue.
import { ComingSoon, menuItemMetadata } from '@/components/layout/coming-soon';
import { requireAccess } from '@/lib/session';

export const generateMetadata = () => menuItemMetadata('prices');

export default async function PricesPage() {
  await requireAccess('prices');
  return <ComingSoon item="prices" />;
}
