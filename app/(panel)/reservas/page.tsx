// /reservas – bookings. Placeholder: access is checked first (403 otherwise); the screen comes with its own issue.
import { ComingSoon, menuItemMetadata } from '@/components/layout/coming-soon';
import { requireAccess } from '@/lib/session';

export const generateMetadata = () => menuItemMetadata('bookings');

export default async function BookingsPage() {
  await requireAccess('bookings');
  return <ComingSoon item="bookings" />;
}
