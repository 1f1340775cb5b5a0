// /reserva/create-from-excel – bulk booking creation from Excel. Placeholder: access is checked first (403 otherwise); the screen comes with its own issue.
import { ComingSoon, menuItemMetadata } from '@/components/layout/coming-soon';
import { requireAccess } from '@/lib/session';

export const generateMetadata = () => menuItemMetadata('bookingsExcel');

export default async function BookingsExcelPage() {
  await requireAccess('bookingsExcel');
  return <ComingSoon item="bookingsExcel" />;
}
