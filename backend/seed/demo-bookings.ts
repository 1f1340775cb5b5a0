// Demo bookings for the seeded tenants, across the statuses a real month shows, with the history and the
// credit ledger they would have left. Deterministic (a seeded generator) and relative to the seeding time,
// so the dashboard always has something waiting, something expired and some free doors. The ledger opens
// with a balance such that, after the bookings' debits and refunds, it ends at the tenant's seeded credits.
import { clientKey } from '@/backend/modules/clients/client-key';
import { linkClients } from '@/backend/modules/clients/link-clients';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { bookingChanges, bookings, creditMovements, doors, locations, providers, sizes } from '@/backend/db/schema';
import { movementTexts } from '@/backend/modules/billing/movement-texts';
import type { ChangeAction } from '@/backend/modules/bookings/booking-history';
import { bookingCredits } from '@/backend/modules/prices/prices';
import type { Database } from '@/backend/db/client';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** How many bookings of each status per tenant (active ones need a door each: 24 per tenant). */
export const demoBookingMix = {
  demo: { 2: 6, 3: 6, 6: 3, 11: 2, 4: 30, 5: 6, 9: 7 },
  enterprise: { 2: 3, 3: 4, 6: 1, 11: 1, 4: 8, 5: 2, 9: 1 },
} as const satisfies Record<string, Record<number, number>>;

const firstNames = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Facundo', 'Gabriela', 'Hernán', 'Inés', 'Joaquín', 'Lucía', 'Martín'];
const lastNames = ['Pérez', 'González', 'Rodríguez', 'Fernández', 'López', 'Martínez', 'Silva', 'Sosa', 'Suárez', 'Núñez'];
const items = ['Zapatos', 'Libros', 'Celular', 'Ropa', 'Repuesto', 'Juguete', 'Auriculares', 'Cosméticos'];
const hour = 3_600_000;

/** Small deterministic generator (mulberry32): the same demo data on every machine. */
function generator(seed: number) {
  let state = seed;
  return (max: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * max;
  };
}

/** A valid Uruguayan CI (check digit computed as contract/ciCheckDigitValid checks it). */
function demoCi(random: (max: number) => number): string {
  const body = String(1_000_000 + Math.floor(random(4_999_999)));
  const sum = [2, 9, 8, 7, 6, 3, 4].reduce((total, weight, i) => total + weight * Number(body[i]), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** Dates of each status's steps, `days` ago-ish, so every status is consistent with the sweep's rules. */
function timeline(statusId: number, now: number, random: (max: number) => number) {
  const validity = 72;
  const recent = now - random(30) * hour;
  const past = now - (3 + random(57)) * 24 * hour;
  switch (statusId) {
    case 2: return { created: recent, expiration: recent + 48 * hour };
    case 3: { const created = now - (2 + random(40)) * hour; const insert = created + hour; return { created, insert, expiration: insert + validity * hour }; }
    case 6: case 11: { const created = now - (5 + random(3)) * 24 * hour; const insert = created + 2 * hour; return { created, insert, expiration: insert + validity * hour }; }
    case 4: { const insert = past + 3 * hour; return { created: past, insert, expiration: insert + validity * hour, withdrawal: insert + random(48) * hour }; }
    default: return { created: past, expiration: past + 48 * hour };
  }
}

interface LedgerEntry {
  bookingId: number;
  sizeId: number;
  amount: number;
  at: number;
  kind: 'booking_debit' | 'booking_refund';
}

const historySteps: Record<number, [ChangeAction, number, number][]> = {
  2: [],
  3: [['dropped_off', 2, 3]],
  4: [['dropped_off', 2, 3], ['picked_up', 3, 4]],
  5: [['code_lapsed', 2, 5]],
  6: [['dropped_off', 2, 3], ['pickup_expired', 3, 6]],
  9: [['deleted', 2, 9]],
  11: [['dropped_off', 2, 3], ['authorized', 3, 11]],
};

export async function insertDemoBookings(tx: Transaction, tenantId: number, mix: Record<number, number>, userId: number, seed: number) {
  const random = generator(seed);
  const now = Date.now();
  const pick = <T>(list: readonly T[]) => list[Math.floor(random(list.length))]!;
  // Enabled lockers only: a disabled locker takes no bookings.
  const enabled = await tx.select({ id: locations.id }).from(locations).where(and(eq(locations.providerId, tenantId), eq(locations.enabled, true)));
  const tenantDoors = await tx.select().from(doors).where(inArray(doors.locationId, enabled.map((l) => l.id))).orderBy(asc(doors.id));
  const plan = Object.entries(mix)
    .flatMap(([statusId, count]) => Array.from({ length: count }, () => Number(statusId)))
    .map((statusId) => ({ statusId, ...timeline(statusId, now, random) }))
    .sort((a, b) => a.created - b.created);
  const freeDoors = [...tenantDoors];
  const usedCodes = new Set<string>();
  const code = () => {
    for (;;) {
      const candidate = String(Math.floor(random(900_000)) + 100_000);
      if (usedCodes.has(candidate)) continue;
      usedCodes.add(candidate);
      return candidate;
    }
  };
  const rows = plan.map((step) => {
    const active = [2, 3, 6, 11].includes(step.statusId);
    const door = active ? freeDoors.splice(Math.floor(random(freeDoors.length)), 1)[0]! : pick(tenantDoors);
    const name = `${pick(firstNames)} ${pick(lastNames)}`;
    const phone = `09${String(Math.floor(random(9_999_999))).padStart(7, '0')}`;
    return {
      providerId: tenantId, locationId: door.locationId, doorId: door.id, statusId: step.statusId, sizeId: door.sizeId,
      insertCode: code(), pickupCode: step.insert ? code() : null, codeValidityHours: 72,
      expirationDate: new Date(step.expiration), insertDate: step.insert ? new Date(step.insert) : null,
      withdrawalDate: step.withdrawal ? new Date(step.withdrawal) : null, withdrewBy: step.withdrawal ? 'Destinatario (código de retiro)' : null,
      client: {
        description: `${pick(items)} ${name.split(' ')[0]}`,
        email: `${name.toLowerCase().normalize('NFD').replace(/[^a-z ]/g, '').replace(' ', '.')}@example.com`,
        document: random(1) < 0.7 ? demoCi(random) : null, phone_number: phone, phone_country: '+598',
      },
      whatsapp: random(1) < 0.4, createdBy: userId, createdAt: new Date(step.created), updatedAt: new Date(step.withdrawal ?? step.insert ?? step.created),
    };
  });
  const clientIds = await linkClients(tx, tenantId, rows.map((row) => row.client));
  const linked = rows.map((row) => ({ ...row, clientId: clientIds.get(clientKey(row.client) ?? '') ?? null }));
  // One multi-row insert: PostgreSQL returns the ids in the order of the rows.
  const ids = (await tx.insert(bookings).values(linked).returning({ id: bookings.id })).map((row) => row.id);
  const ledger: LedgerEntry[] = [];
  const history: (typeof bookingChanges.$inferInsert)[] = [];
  plan.forEach((step, index) => {
    const bookingId = ids[index]!;
    const sizeId = rows[index]!.sizeId;
    const price = bookingCredits(sizeId)!;
    ledger.push({ bookingId, sizeId, amount: -price, at: step.created, kind: 'booking_debit' });
    if (step.statusId === 9) ledger.push({ bookingId, sizeId, amount: price, at: step.created + 2 * hour, kind: 'booking_refund' });
    history.push({ bookingId, userId, action: 'created', statusTo: 2, createdAt: new Date(step.created) });
    historySteps[step.statusId]!.forEach(([action, from, to], i) => {
      const bySystem = action === 'code_lapsed' || action === 'pickup_expired';
      const at = step.insert && i === 0 ? step.insert : (step.withdrawal ?? step.expiration);
      history.push({ bookingId, userId: bySystem ? null : userId, action, statusFrom: from, statusTo: to, createdAt: new Date(at) });
    });
  });
  await tx.insert(bookingChanges).values(history);
  await insertLedger(tx, tenantId, ledger, userId);
}

/** Opening balance + the movements, ending at the tenant's current credits. */
async function insertLedger(tx: Transaction, tenantId: number, movements: LedgerEntry[], userId: number) {
  const [tenant] = await tx.select({ credits: providers.credits }).from(providers).where(eq(providers.id, tenantId));
  const sizeNames = new Map((await tx.select({ id: sizes.id, name: sizes.name }).from(sizes)).map((s) => [s.id, s.name]));
  movements.sort((a, b) => a.at - b.at);
  let balance = tenant!.credits - movements.reduce((total, m) => total + m.amount, 0);
  const first = movements[0]?.at ?? Date.now();
  const rows: (typeof creditMovements.$inferInsert)[] = [
    { providerId: tenantId, kind: 'opening_balance', amount: balance, balanceAfter: balance, ...movementTexts.openingBalance(), createdAt: new Date(first - 24 * hour) },
  ];
  for (const m of movements) {
    balance += m.amount;
    const text = m.kind === 'booking_debit' ? movementTexts.bookingDebit(m.bookingId, { id: m.sizeId, name: sizeNames.get(m.sizeId)! }) : movementTexts.bookingRefund(m.bookingId);
    rows.push({ providerId: tenantId, bookingId: m.bookingId, kind: m.kind, amount: m.amount, balanceAfter: balance, ...text, createdBy: userId, createdAt: new Date(m.at) });
  }
  await tx.insert(creditMovements).values(rows);
}
