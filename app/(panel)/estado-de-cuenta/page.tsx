// /estado-de-cuenta – billing statement. Placeholder: access is checked first (403 otherwise); the screen comes with its own issue.
import { ComingSoon, menuItemMetadata } from '@/components/layout/coming-soon';
import { requireAccess } from '@/lib/session';

export const generateMetadata = () => menuItemMetadata('billing');

export default async function BillingPage() {
  await requireAccess('billing');
  return <ComingSoon item="billing" />;
}
