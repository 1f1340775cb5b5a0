// The test-booking rule (docs/domain/bookings.md): a booking whose reference is "Prueba" is never sent to the server; it is
// mocked with code 012345, status Reserva and size small, and shown at the top of the list.
//
// Where it lives: sessionStorage of the browser tab. It is a rehearsal aid, not data: it must not reach the
// API, other users or other devices, and it should vanish with the tab. sessionStorage gives exactly that,
// survives reloads and the ?nuevo=1 round trip, and needs no server state. Browser-only module.
import type { Booking } from '@/contract/bookings';

export const TEST_BOOKING_DESCRIPTION = 'Prueba';
export const TEST_BOOKING_CODE = '012345';
const STORAGE_KEY = 'bookings.test-bookings';
const CHANGE_EVENT = 'bookings:test-bookings';
const TEST_STATUS_ID = 2; // Reserva
const TEST_SIZE_ID = 1; // small

/** Case and surrounding spaces do not matter: a real booking called "prueba" would cost credits by mistake. */
export function isTestBooking(description: unknown): boolean {
  return typeof description === 'string' && description.trim().toLowerCase() === TEST_BOOKING_DESCRIPTION.toLowerCase();
}

export interface TestBookingInput {
  location: { id: number; description: string; address: string | null };
  statusName: string;
  sizeName: string;
  client: Booking['client'];
  notes: string | null;
  whatsapp: boolean;
  codeValidityHours: number;
}

const empty: Booking[] = [];
let cache: { raw: string | null; rows: Booking[] } = { raw: null, rows: empty };

function read(): Booking[] {
  const raw = sessionStorage.getItem(STORAGE_KEY);
  if (raw === cache.raw) return cache.rows;
  let rows: Booking[] = empty;
  try {
    rows = raw ? (JSON.parse(raw) as Booking[]) : empty;
  } catch {
    rows = empty;
  }
  cache = { raw, rows };
  return rows;
}

function write(rows: Booking[]) {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(rows));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function addTestBooking(input: TestBookingInput): Booking {
  const rows = read();
  const now = new Date();
  const row: Booking = {
    id: -(rows.length ? Math.max(...rows.map((r) => -r.id)) + 1 : 1),
    location: input.location,
    door: { id: 0, number: 0 },
    status: { id: TEST_STATUS_ID, name: input.statusName },
    size: { id: TEST_SIZE_ID, name: input.sizeName, height: 9, width: 34, depth: 47 },
    insert_code: TEST_BOOKING_CODE,
    pickup_code: null,
    code_validity_hours: input.codeValidityHours,
    expiration_date: new Date(now.getTime() + 48 * 3_600_000).toISOString(),
    insert_date: null,
    withdrawal_date: null,
    withdrew_by: null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    client: input.client,
    provider: { id: 0, name: '' },
    notes: input.notes,
    fenicio_order_id: null,
    districad: null,
    whatsapp: input.whatsapp,
  };
  write([row, ...rows]);
  return row;
}

export function removeTestBooking(id: number) {
  write(read().filter((row) => row.id !== id));
}

/** For useSyncExternalStore: the tab's test bookings, newest first; none on the server. */
export const testBookingsStore = {
  subscribe(onChange: () => void) {
    window.addEventListener(CHANGE_EVENT, onChange);
    window.addEventListener('storage', onChange);
    return () => {
      window.removeEventListener(CHANGE_EVENT, onChange);
      window.removeEventListener('storage', onChange);
    };
  },
  getSnapshot: read,
  getServerSnapshot: () => empty,
};
