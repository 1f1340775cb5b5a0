// Helpers of the bookings e2e tests: the list's rows, and the /api/v2 calls a locker (or a script) would make,
// used to prepare bookings in a given status and to drive drop-off and pickup with the device simulation.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { accounts, PASSWORD } from './support';

/** The list's data rows (the expand rows have an id and are left out). */
export function dataRows(page: Page) {
  return page.locator('table tbody tr:not([id])');
}

/**
 * The demo's door sizes by name, for choosing one in the create forms by its value: once a locker is chosen an
 * option's text also says how many doors are free ("Grande · 3 libres").
 */
export const sizeIds = { Pequeño: '1', Mediano: '2', Grande: '3' } as const;

export async function columnTexts(page: Page, index: number): Promise<string[]> {
  return dataRows(page).locator(`td:nth-child(${index})`).allInnerTexts();
}

export async function apiToken(request: APIRequestContext, email: string = accounts.admin): Promise<string> {
  const reply = await request.post('/api/v2/auth/login', { data: { email, password: PASSWORD } });
  expect(reply.status()).toBe(200);
  return (await reply.json()).token as string;
}

export interface ApiBooking {
  id: number;
  insert_code: string;
  pickup_code: string | null;
  expiration_date: string;
  location: { id: number; description: string };
  status: { id: number; name: string };
  client: { description: string; document: string | null };
}

/** Creates a booking through the API in the first locker and size with a free door. */
export async function createBookingViaApi(request: APIRequestContext, token: string, description: string, document = '12345672'): Promise<ApiBooking> {
  const headers = { authorization: `Bearer ${token}` };
  const dashboard = await (await request.get('/api/v2/dashboard', { headers })).json();
  const free = (dashboard.availability as { location_id: number; size_id: number; free: number }[]).find((a) => a.free > 0);
  expect(free, 'a free door for the test booking').toBeDefined();
  const reply = await request.post('/api/v2/booking', {
    headers,
    data: { client: { description, email: 'e2e@demo.test', document }, location_id: free!.location_id, size_id: free!.size_id },
  });
  expect(reply.status()).toBe(201);
  return (await reply.json()).data as ApiBooking;
}

export async function getBookingViaApi(request: APIRequestContext, token: string, id: number): Promise<ApiBooking> {
  const reply = await request.get(`/api/v2/booking/${id}?withDataWrap=0`, { headers: { authorization: `Bearer ${token}` } });
  expect(reply.status()).toBe(200);
  return (await reply.json()) as ApiBooking;
}

/** What the locker sends when the courier types the drop-off code. */
export async function dropOff(request: APIRequestContext, token: string, booking: ApiBooking) {
  const reply = await request.post(`/api/v2/locker-device/${booking.location.id}/drop-off`, {
    headers: { authorization: `Bearer ${token}` },
    data: { insert_code: booking.insert_code },
  });
  expect(reply.status()).toBe(200);
}

/** What the locker sends when the recipient types the pickup code and the last 4 digits of the CI. */
export async function pickUp(request: APIRequestContext, token: string, booking: ApiBooking) {
  const reply = await request.post(`/api/v2/locker-device/${booking.location.id}/pickup`, {
    headers: { authorization: `Bearer ${token}` },
    data: { pickup_code: booking.pickup_code, document_digits: booking.client.document?.slice(-4) },
  });
  expect(reply.status()).toBe(200);
}
