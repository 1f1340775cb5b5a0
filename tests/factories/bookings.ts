// Bookings and a ready-to-use tenant (locker, user, token) for the booking API tests.
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { bookingChanges, bookings, creditMovements, doors, messageOutbox, providers } from '@/backend/db/schema';
import type { ConfigEntry } from '@/contract/auth';
import type { BookingClient } from '@/contract/bookings';
import type { TestBackend } from '@/tests/support/test-backend';
import { createLocation, seedTenant } from './tenants';
import { createUser } from './users';

let sequence = 0;

/** A valid POST /booking body; client fields merge. */
export function buildBooking(overrides: { location_id: number; size_id?: number; client?: Partial<BookingClient> } & Record<string, unknown>) {
  const { client, ...rest } = overrides;
  return {
    size_id: 1,
    code_validity_hours: 72,
    whatsapp: false,
    ...rest,
    client: { description: `Pedido ${++sequence}`, email: `cliente${sequence}@example.com`, ...client },
  };
}

export interface BookingTenantOptions {
  credits?: number;
  /** Door sizes of the tenant's locker (default one of each). */
  doorSizes?: number[];
  permissions?: string[];
  custom?: boolean;
  /** The tenant's configs (docs/domain/data-model.md names), e.g. districad = 1. */
  configs?: ConfigEntry[];
}

/** A tenant with credits, one enabled locker and a signed-in user. */
export async function seedBookingTenant(backend: TestBackend, options: BookingTenantOptions = {}) {
  const tenant = await seedTenant(backend.db, { credits: options.credits ?? 10_000, custom: options.custom, configs: options.configs });
  const location = await createLocation(backend.db, { tenantId: tenant.id, doorSizes: options.doorSizes ?? [1, 2, 3] });
  const user = await createUser(backend.db, { tenantId: tenant.id, permissions: options.permissions ?? ['*'] });
  const token = await backend.login(user.email, user.password);
  return { tenant, location, user, token };
}

export type BookingTenant = Awaited<ReturnType<typeof seedBookingTenant>>;

/** Creates a booking through POST /booking as the tenant's user; fails the test unless it is created. */
export async function createBookingViaApi(backend: TestBackend, tenant: BookingTenant, overrides: Record<string, unknown> = {}) {
  const reply = await backend.request('/booking', { token: tenant.token, json: buildBooking({ location_id: tenant.location.id, ...overrides }) });
  if (reply.status !== 201) throw new Error(`create failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data as { id: number; insert_code: string; door: { id: number; number: number } };
}

export interface InsertBookingInput {
  tenantId: number;
  locationId: number;
  statusId?: number;
  sizeId?: number;
  /** Default: the locker's lowest-numbered door of the size. */
  doorId?: number;
  insertCode?: string;
  pickupCode?: string | null;
  client?: Partial<BookingClient>;
  expirationDate?: Date;
  createdAt?: Date;
  insertDate?: Date | null;
  districad?: boolean;
}

/** A booking straight in the database (list fixtures, states the API reaches only with time). */
export async function insertBooking(db: Database, input: InsertBookingInput) {
  const sizeId = input.sizeId ?? 1;
  const doorId =
    input.doorId ??
    (await db.select({ id: doors.id }).from(doors).where(and(eq(doors.locationId, input.locationId), eq(doors.sizeId, sizeId))).orderBy(asc(doors.number)).limit(1))[0]!.id;
  const n = ++sequence;
  const [row] = await db
    .insert(bookings)
    .values({
      providerId: input.tenantId,
      locationId: input.locationId,
      doorId,
      statusId: input.statusId ?? 4,
      sizeId,
      insertCode: input.insertCode ?? String(100000 + n),
      pickupCode: input.pickupCode ?? null,
      codeValidityHours: 72,
      expirationDate: input.expirationDate ?? new Date(Date.now() + 86_400_000),
      insertDate: input.insertDate ?? null,
      client: { description: `Pedido ${n}`, email: null, document: null, phone_number: null, phone_country: null, ...input.client },
      districad: input.districad ? { token: `tk-${n}`, status: null, notes: null, flag: true } : null,
      createdAt: input.createdAt ?? new Date(),
    })
    .returning();
  return row!;
}

export function countBookings(db: Database, tenantId: number): Promise<number> {
  return db.$count(bookings, eq(bookings.providerId, tenantId));
}

export async function creditsOf(db: Database, tenantId: number): Promise<number> {
  const [row] = await db.select({ credits: providers.credits }).from(providers).where(eq(providers.id, tenantId));
  return row!.credits;
}

export function ledgerOf(db: Database, tenantId: number) {
  return db.select().from(creditMovements).where(eq(creditMovements.providerId, tenantId)).orderBy(asc(creditMovements.id));
}

export function historyOf(db: Database, bookingId: number) {
  return db.select().from(bookingChanges).where(eq(bookingChanges.bookingId, bookingId)).orderBy(asc(bookingChanges.id));
}

export function outboxOf(db: Database, bookingId: number) {
  return db.select().from(messageOutbox).where(eq(messageOutbox.bookingId, bookingId)).orderBy(asc(messageOutbox.id));
}

export async function bookingRow(db: Database, bookingId: number) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  return row!;
}
