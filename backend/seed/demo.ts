// Demo data for the embedded default: three tenants, their lockers and the accounts of demo-accounts.ts.
// It only ever fills an EMPTY database (no providers); anything else is left alone.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { advisoryLocks } from '@/backend/db/advisory-locks';
import { doors, enterpriseProviders, locations, providers, users } from '@/backend/db/schema';
import { hashPassword } from '@/backend/modules/auth/passwords';
import { roles } from '@/contract/auth';
import { demoAccounts, demoPassword, demoTenants } from './demo-accounts';
import { insertAdministrationDemo } from './demo-admin';
import { demoBookingMix, insertDemoBookings } from './demo-bookings';
import { insertDemoBilling, setAsideDemoBillingCredits } from './demo-billing';
import { insertDemoPublicOrders } from './demo-public-orders';
import { insertDemoVending } from './demo-vending';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The demo tenants' configs (docs/domain/data-model.md names); Empresa Demo turns the integrations on. */
const demoConfigs = [
  { name: 'country', value: 'UY' },
  { name: 'fenicio', value: 0 },
  { name: 'districad', value: 0 },
  { name: 'show_availability_widget', value: 1 },
];

const tenantSettings = {
  demo: {
    enterprise: false,
    custom: false,
    credits: 5000,
    configs: demoConfigs,
    lockers: [
      { description: 'Tienda Centro', address: 'Av. 18 de Julio 1234, Montevideo', latitude: -34.9055, longitude: -56.1851, enabled: true },
      { description: 'Shopping Punta Carretas', address: 'José Ellauri 350, Montevideo', latitude: -34.9236, longitude: -56.1592, enabled: true },
      { description: 'Terminal Tres Cruces', address: 'Bv. Artigas 1825, Montevideo', latitude: -34.8941, longitude: -56.1664, enabled: false },
    ],
  },
  enterprise: {
    enterprise: true,
    custom: true,
    credits: 20000,
    // The enterprise demo also shows the optional integrations (docs/domain/roles-and-permissions.md): Fenicio orders and Districad tracking,
    // and the timed charges (docs/domain/credits.md): its uncollected parcel is fined by the first run of the job.
    configs: [
      ...demoConfigs.map((c) => (c.name === 'fenicio' || c.name === 'districad' ? { ...c, value: 1 } : c)),
      { name: 'daily_fine_credits', value: 41 },
      { name: 'lapse_fee_credits', value: 25 },
    ],
    lockers: [
      { description: 'Depósito Norte', address: 'Camino Carrasco 5000, Montevideo', latitude: -34.8763, longitude: -56.0797, enabled: true },
      { description: 'Oficina Sur', address: 'Rambla República de México 6000, Montevideo', latitude: -34.8941, longitude: -56.0522, enabled: true },
    ],
  },
  newcomer: {
    enterprise: false,
    custom: false,
    credits: 0,
    configs: demoConfigs,
    lockers: [{ description: 'Local Cordón', address: 'Av. Constituyente 1800, Montevideo', latitude: -34.9075, longitude: -56.1745, enabled: true }],
  },
  operations: {
    enterprise: false,
    custom: false,
    credits: 0,
    configs: demoConfigs,
    lockers: [],
  },
} as const;

/**
 * Doors per locker: 8 small, 6 medium, 4 large, numbered from 1 (size ids: 1 small, 2 medium, 3 large). The demo
 * bookings fill about half of Demo Lockers' doors, so there is room to try bookings (and for the browser tests).
 */
const doorLayout = [
  ...Array<number>(8).fill(1),
  ...Array<number>(6).fill(2),
  ...Array<number>(4).fill(3),
];

async function isEmpty(db: Database | Transaction): Promise<boolean> {
  const [row] = await db.select({ id: providers.id }).from(providers).limit(1);
  return !row;
}

/**
 * Seeds the demo data if the database has no provider. Returns whether it did. Safe when several
 * instances start at once: a transaction-scoped advisory lock serialises them and each re-checks emptiness.
 */
export async function seedDemoIfEmpty(db: Database): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  // Hashed before taking the lock: scrypt is slow. Every demo account shares the one well-known password.
  const passwordHash = await hashPassword(demoPassword);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${advisoryLocks.seedDemo})`);
    if (!(await isEmpty(tx))) return false;
    const tenantIds = await insertTenants(tx);
    await insertAccounts(tx, tenantIds, passwordHash);
    await insertAdministrationDemo(tx, tenantIds, passwordHash);
    await setAsideDemoBillingCredits(tx, tenantIds.demo);
    await insertBookings(tx, tenantIds);
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, demoAccounts.admin.email));
    await insertDemoBilling(tx, tenantIds.demo, admin!.id);
    await insertDemoVending(tx, tenantIds.enterprise);
    await insertDemoPublicOrders(tx, tenantIds.demo);
    return true;
  });
}

async function insertTenants(tx: Transaction): Promise<Record<keyof typeof demoTenants, number>> {
  const ids = {} as Record<keyof typeof demoTenants, number>;
  for (const key of Object.keys(demoTenants) as (keyof typeof demoTenants)[]) {
    const { lockers, configs, ...settings } = tenantSettings[key];
    const [tenant] = await tx
      .insert(providers)
      .values({ name: demoTenants[key], ...settings, configs: [...configs] })
      .returning({ id: providers.id });
    ids[key] = tenant!.id;
    if (lockers.length === 0) continue;
    const created = await tx
      .insert(locations)
      .values(lockers.map((locker) => ({ ...locker, providerId: tenant!.id })))
      .returning({ id: locations.id });
    await tx
      .insert(doors)
      .values(created.flatMap(({ id }) => doorLayout.map((sizeId, index) => ({ locationId: id, number: index + 1, sizeId }))));
  }
  // The enterprise works with the newcomer's shop (GET /enterprise-providers lists it).
  await tx.insert(enterpriseProviders).values({ enterpriseId: ids.enterprise, providerId: ids.newcomer });
  return ids;
}

async function insertAccounts(tx: Transaction, tenantIds: Record<keyof typeof demoTenants, number>, passwordHash: string) {
  await tx.insert(users).values(
    Object.values(demoAccounts).map((account, index) => ({
      providerId: tenantIds[account.tenant],
      email: account.email,
      passwordHash,
      username: account.email.split('@')[0]!,
      code: account.type === 'Usuario' ? String(1001 + index) : null,
      type: account.type,
      subType: account.role === 'resident' ? null : roles[account.role],
      personalInfo: { name: account.name, last_name: account.lastName },
      permissions: [...account.permissions],
      acceptedTc: true,
      seenWalkthrough: { video_cuestionario: true },
    })),
  );
}

/** ~60 bookings for Demo Lockers and ~20 for Empresa Demo, made by each tenant's administrator. */
async function insertBookings(tx: Transaction, tenantIds: Record<keyof typeof demoTenants, number>) {
  const creators = { demo: demoAccounts.admin.email, enterprise: demoAccounts.enterpriseAdmin.email };
  for (const [index, key] of (Object.keys(demoBookingMix) as (keyof typeof demoBookingMix)[]).entries()) {
    const [creator] = await tx.select({ id: users.id }).from(users).where(eq(users.email, creators[key]));
    await insertDemoBookings(tx, tenantIds[key], demoBookingMix[key], creator!.id, 20_251_121 + index);
  }
}
