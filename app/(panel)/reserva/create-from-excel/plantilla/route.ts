// GET /reserva/create-from-excel/plantilla – the import template (.xlsx): headers, a sample row, instructions.
import { getTranslations } from '@/lib/i18n/server';
import { getLocations } from '@/lib/bookings/queries';
import { defaultPhoneCountry } from '@/lib/bookings/permissions';
import type { Translate } from '@/lib/bookings/import/import-error';
import { templateWorkbook } from '@/lib/bookings/import/template-workbook';
import { requirePermission } from '@/lib/session';
import { attachmentHeader, xlsxContentType } from '@/lib/spreadsheet/safe-cell';

export async function GET() {
  const me = await requirePermission('booking-excel');
  const [t, locations] = await Promise.all([getTranslations('bookings-import'), getLocations()]);
  const sample = { location: locations.find((l) => l.enabled === 1)?.description ?? '1', country: defaultPhoneCountry(me) };
  const body = await templateWorkbook(t as unknown as Translate, sample);
  return new Response(new Uint8Array(body), {
    headers: { 'content-type': xlsxContentType, 'content-disposition': attachmentHeader('plantilla-reservas.xlsx'), 'cache-control': 'private, no-store' },
  });
}
