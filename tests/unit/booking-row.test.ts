// The bookings list's row data (booking-row.ts): what the columns and the expand row show, formatted once for
// server rows and test rows alike, in the user's locale and time zone.
import { describe, expect, it } from 'vitest';
import { bookingRow, rowFormat } from '@/app/(panel)/reservas/_components/booking-row';
import type { Booking } from '@/contract/bookings';

const booking: Booking = {
  id: 4321,
  location: { id: 7, description: 'Locker Centro', address: 'Av. 18 de Julio 1234', latitude: null, longitude: null },
  door: { id: 70, number: 12 },
  status: { id: 3, name: 'Depositado' },
  size: { id: 2, name: 'Mediano', height: 40, width: 40, depth: 60 },
  insert_code: '012345',
  pickup_code: '654321',
  code_validity_hours: 1,
  expiration_date: '2026-11-22T02:30:00.000Z',
  insert_date: '2026-11-21T15:05:00.000Z',
  withdrawal_date: null,
  withdrew_by: null,
  created_at: '2026-11-20T12:00:00.000Z',
  updated_at: '2026-11-21T15:05:00.000Z',
  client: { description: 'Pedido 88', email: 'ana@example.com', document: '12345672', phone_number: '099123456', phone_country: 'UY' },
  provider: { id: 1, name: 'Demo' },
  notes: null,
  whatsapp: true,
};

const format = rowFormat('es', 'America/Montevideo', { yes: 'Sí', no: 'No', hoursOne: '{n} hora', hoursOther: '{n} horas' });

describe('bookingRow', () => {
  it('formats dates in the user time zone (Montevideo is UTC−3) and fills the columns', () => {
    const row = bookingRow(booking, format, ['resend']);
    expect(row).toMatchObject({ id: 4321, location: 'Locker Centro', size: 'Mediano', insert_code: '012345', description: 'Pedido 88', actions: ['resend'] });
    // 02:30 UTC on the 22nd is 23:30 on the 21st in Montevideo.
    expect(row.expiration_date).toBe('21/11/2026, 23:30');
  });

  it('shows a dash for what is missing and words for the yes/no field, in the expand row order', () => {
    const row = bookingRow({ ...booking, door: { id: 0, number: 0 }, client: { ...booking.client, email: null } }, format, []);
    expect(row.details).toEqual(['—', '12345672', '099123456', '20/11/2026, 09:00', '21/11/2026, 12:05', '—', '—', '1 hora', 'Sí', '—']);
    expect(row.email).toBe('');
  });

  it('words the code validity in the plural form its number takes', () => {
    expect(bookingRow({ ...booking, code_validity_hours: 48 }, format, []).details[7]).toBe('48 horas');
    const english = rowFormat('en', 'UTC', { yes: 'Yes', no: 'No', hoursOne: '{n} hour', hoursOther: '{n} hours' });
    expect(english.hours(1)).toBe('1 hour');
    expect(english.hours(0)).toBe('0 hours');
  });

  it('shows no drop-off code for a deleted booking: it opens nothing', () => {
    expect(bookingRow({ ...booking, status: { id: 9, name: 'Eliminada' } }, format, []).insert_code).toBe('—');
  });
});
