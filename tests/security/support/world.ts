// The world the security suite attacks: the demo data (two tenants) on a real backend over HTTP, one actor per role
// of tenant A plus the other tenant's administrator, and one record of every kind in each tenant.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, ne } from 'drizzle-orm';
import { apiTokens, apartments, bookings, clients, locations, providers, users } from '@/backend/db/schema';
import { issueToken } from '@/backend/modules/auth/tokens';
import { demoAccounts, demoTenants } from '@/backend/seed/demo-accounts';
import { insertApartment, insertArticle } from '@/tests/factories/administration';
import { buildReceipt } from '@/tests/factories/billing';
import { insertBooking } from '@/tests/factories/bookings';
import { createUser } from '@/tests/factories/users';
import { startTestBackend, type ApiReply, type RequestOptions, type TestBackend } from '@/tests/support/test-backend';

/** Who sends a request: tenant A's roles, or nobody. The other tenant is reached through `records.other`. */
export const roles = ['admin', 'operator', 'deliveryMan', 'resident'] as const;
export type Role = (typeof roles)[number];

/** Kinds of record a path parameter can name; each exists in both tenants. */
export const recordKinds = ['booking', 'apartment', 'article', 'location', 'teamUser', 'receipt', 'payment', 'client'] as const;
export type RecordKind = (typeof recordKinds)[number];
export type Records = Record<RecordKind, string>;

export interface World {
  backend: TestBackend;
  db: TestBackend['db'];
  tenantIds: { own: number; other: number };
  userIds: Record<Role, number> & { otherAdmin: number };
  records: { own: Records; other: Records };
  /** Like backend.request, but a body that is not JSON (a file) comes back as text. */
  send(path: string, options?: RequestOptions): Promise<ApiReply>;
  /** The BFF's shared key the backend was started with: send it as x-backoffice-key to be the back-office. */
  backofficeKey: string;
  /** A fresh token for a role (a cell may revoke its own, e.g. POST /auth/logout). */
  tokenOf(role: Role | 'otherAdmin'): Promise<string>;
}

const accountOf: Record<Role | 'otherAdmin', keyof typeof demoAccounts> = {
  admin: 'admin',
  operator: 'operator',
  deliveryMan: 'deliveryMan',
  resident: 'resident',
  otherAdmin: 'enterpriseAdmin',
};

async function idOf(backend: TestBackend, email: string): Promise<number> {
  const [row] = await backend.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`demo account ${email} missing`);
  return row.id;
}

/** One record of every kind in a tenant, created through the API where the API creates them. */
async function recordsOf(backend: TestBackend, tenantId: number, adminToken: string): Promise<Records> {
  const db = backend.db;
  const [location] = await db.select().from(locations).where(and(eq(locations.providerId, tenantId), eq(locations.enabled, true))).orderBy(asc(locations.id)).limit(1);
  if (!location) throw new Error(`tenant ${tenantId} has no locker`);
  const [anyBooking] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.providerId, tenantId)).limit(1);
  const booking = anyBooking ?? (await insertBooking(db, { tenantId, locationId: location.id, statusId: 3 }));
  const [anyApartment] = await db.select({ id: apartments.id }).from(apartments).where(eq(apartments.providerId, tenantId)).limit(1);
  const apartment = anyApartment ?? (await insertApartment(db, { tenantId }));
  const article = await insertArticle(db, { tenantId });
  // A client without bookings, so that the delete cell may succeed.
  const [client] = await db.insert(clients).values({ providerId: tenantId, matchKey: 'email:matriz@example.com', name: 'Cliente matriz', email: 'matriz@example.com' }).returning();
  // A team member nobody acts as, so a cell that deletes or disables it harms no actor. Exactly booking-show: managing
  // a member needs every permission they hold (permission-gates.ts routeAllowedWith).
  const teamUser = await createUser(db, { tenantId, subType: 3, permissions: ['booking-show'], exactPermissions: true });
  await db.update(providers).set({ credits: 100_000 }).where(eq(providers.id, tenantId));
  const receipt = await backend.request('/billing/upload-receipt', { token: adminToken, json: buildReceipt() });
  const payment = await backend.request('/billing/recharge', { token: adminToken, json: { pack: 4000 } });
  if (receipt.status !== 201 || payment.status !== 201) {
    throw new Error(`fixtures: receipt ${receipt.status} ${JSON.stringify(receipt.body)}, payment ${payment.status} ${JSON.stringify(payment.body)}`);
  }
  return {
    booking: String(booking.id),
    apartment: String(apartment.id),
    article: String(article.id),
    location: String(location.id),
    teamUser: String(teamUser.id),
    receipt: String(receipt.body.data?.id ?? receipt.body.id),
    payment: String(payment.body.reference),
    client: String(client!.id),
  };
}

export async function createWorld(): Promise<World> {
  // The Districad endpoint open (a secret configured), so that the matrix sees its refusals, not its absence.
  const backofficeKey = randomBytes(24).toString('hex');
  const backend = await startTestBackend({ seedDemo: true, districadSecret: randomBytes(24).toString('hex'), backofficeKey });
  const [own] = await backend.db.select().from(providers).where(eq(providers.name, demoTenants.demo));
  const [other] = await backend.db.select().from(providers).where(and(eq(providers.name, demoTenants.enterprise), ne(providers.id, own!.id)));
  const userIds = Object.fromEntries(
    await Promise.all(Object.entries(accountOf).map(async ([role, account]) => [role, await idOf(backend, demoAccounts[account].email)])),
  ) as World['userIds'];
  const tokenOf = async (role: Role | 'otherAdmin') => (await issueToken(backend.db, { userId: userIds[role], ttlHours: 1 })).token;
  const records = {
    own: await recordsOf(backend, own!.id, await tokenOf('admin')),
    other: await recordsOf(backend, other!.id, await tokenOf('otherAdmin')),
  };
  const send = async (path: string, options: RequestOptions = {}): Promise<ApiReply> => {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body = options.rawBody;
    if (options.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(`${backend.baseUrl}${path}`, { method: options.method ?? (body ? 'POST' : 'GET'), headers, body });
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    return { status: response.status, headers: response.headers, body: parsed };
  };
  return { backend, db: backend.db, send, backofficeKey, tenantIds: { own: own!.id, other: other!.id }, userIds, records, tokenOf };
}

/** Tokens are rows too; the fingerprint leaves them out, and this keeps the table small between cells. */
export async function dropTokens(world: World): Promise<void> {
  await world.backend.db.delete(apiTokens);
}
