// /comprobantes – receipts. Placeholder: access is checked first (403 otherwise); the screen comes with its own issue.
import { ComingSoon, menuItemMetadata } from '@/components/layout/coming-soon';
import { requireAccess } from '@/lib/session';

export const generateMetadata = () => menuItemMetadata('receipts');

export default async function ReceiptsPage() {
  await requireAccess('receipts');
  return <ComingSoon item="receipts" />;
}
