// Helpers of the Excel e2e tests: workbooks built and read with exceljs, and a locker with free doors.
import { Readable } from 'node:stream';
import { expect, type APIRequestContext, type Download } from '@playwright/test';
import ExcelJS from 'exceljs';

export const importHeaders = ['Referencia', 'Correo electrónico', 'CI', 'Celular', 'País', 'Locker', 'Tamaño', 'Validez del código (horas)', 'WhatsApp', 'Notas'];

export async function xlsxBuffer(rows: unknown[][], headers = importHeaders): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Reservas');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The rows of a downloaded workbook's first sheet, as the cells' values. */
export async function downloadedRows(download: Download): Promise<{ sheets: string[]; rows: unknown[][] }> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from([Buffer.concat(chunks)]));
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { sheets: workbook.worksheets.map((s) => s.name), rows };
}

/** `count` free doors (locker name and id, size id), spread over lockers and sizes, from the dashboard. */
export async function freeDoors(request: APIRequestContext, token: string, count: number) {
  const headers = { authorization: `Bearer ${token}` };
  const dashboard = await (await request.get('/api/v2/dashboard', { headers })).json();
  const slots = (dashboard.availability as { location_id: number; description: string; size_id: number; free: number }[]).flatMap((a) =>
    Array.from({ length: a.free }, () => ({ name: a.description, id: a.location_id, sizeId: a.size_id })),
  );
  expect(slots.length, `${count} free doors in the demo lockers`).toBeGreaterThanOrEqual(count);
  return slots.slice(0, count);
}

/** Deletes bookings (status Reserva → Eliminada), freeing their doors for the other tests. */
export async function deleteBookings(request: APIRequestContext, token: string, ids: number[]) {
  for (const id of ids) expect((await request.delete(`/api/v2/booking/${id}`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
}

/** Bookings whose reference contains `text`, through the API. */
export async function bookingsMatching(request: APIRequestContext, token: string, text: string) {
  const reply = await request.get(`/api/v2/booking?description=${encodeURIComponent(text)}&perPage=100`, { headers: { authorization: `Bearer ${token}` } });
  expect(reply.status()).toBe(200);
  return (await reply.json()).data as { id: number; insert_code: string; client: { description: string } }[];
}
