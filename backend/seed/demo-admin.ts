// Administration demo data: apartments and residents for Demo Lockers, articles for both tenants (with tiny
// PNG thumbnails), and enough team users per tenant (5+) that the users list has pages to turn. Every
// account shares demoPassword; codes continue after demo-accounts' 1001…
import { eq } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { apartments, articles, users } from '@/backend/db/schema';
import { roles } from '@/contract/auth';
import { defaultPermissionsByRole, defaultResidentPermissions } from '@/contract/users';
import { demoAccounts, demoTenants } from './demo-accounts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type TenantIds = Record<keyof typeof demoTenants, number>;

/** 8×8 single-colour PNGs: small enough for a seed, real enough for the magic-byte check. */
const thumbnails = [
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR42mN4FmCDFTEMLQkAT2Rcge3eDGUAAAAASUVORK5CYII=',
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR42mOw6bmDFTEMLQkA3yBpAWXsDLUAAAAASUVORK5CYII=',
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR42mNwWxWFFTEMLQkAN6hSgdjHFfgAAAAASUVORK5CYII=',
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR42mP4sE8DK2IYWhIAG3p1gVNDRt4AAAAASUVORK5CYII=',
];

const demoArticles = [
  { nombre: 'Agua mineral 500 ml', descripcionCorta: 'Botella sin gas', descripcionLarga: 'Agua mineral natural sin gas, botella de 500 ml.', precioCents: 6500, vendible: true, virtual: false },
  { nombre: 'Bidón 20 L', descripcionCorta: 'Bidón retornable', descripcionLarga: 'Bidón de agua de 20 litros; el envase se retira vacío del locker.', precioCents: 24990, vendible: true, virtual: false },
  { nombre: 'Café en grano 250 g', descripcionCorta: 'Tostado medio', descripcionLarga: 'Café de especialidad en grano, tostado medio.', precioCents: 38000, vendible: true, virtual: false },
  { nombre: 'Tarjeta regalo', descripcionCorta: 'Código digital', descripcionLarga: 'Tarjeta de regalo enviada por correo electrónico.', precioCents: 100000, vendible: true, virtual: true },
  { nombre: 'Envase vacío', descripcionCorta: 'Devolución', descripcionLarga: 'Envase retornable devuelto por el cliente; no se vende.', precioCents: 0, vendible: false, virtual: false },
  { nombre: 'Garrafa 5 L', descripcionCorta: 'Agua de mesa', descripcionLarga: 'Garrafa de agua de mesa de 5 litros.', precioCents: 12950, vendible: true, virtual: false },
];

const demoApartments = [
  { name: 'Torre A 101', block: 'A', number: '101' },
  { name: 'Torre A 102', block: 'A', number: '102' },
  { name: 'Torre A 201', block: 'A', number: '201' },
  { name: 'Torre B 101', block: 'B', number: '101' },
  { name: 'Torre B 3C', block: 'B', number: '3C' },
];

const residentNames = [
  ['Lucía', 'Pereira'], ['Martín', 'Sosa'], ['Valentina', 'Núñez'], ['Diego', 'Silva'], ['Camila', 'Suárez'], ['Joaquín', 'Méndez'],
] as const;

/** Team users beyond demo-accounts', per tenant: [name, last name, role]. */
const extraTeam = {
  demo: [['Pablo', 'Pintos', 'operator'], ['Sofía', 'Larrosa', 'specialDeliveryMan'], ['Tomás', 'Ferreira', 'deliveryMan']],
  enterprise: [['Andrea', 'Bentancor', 'administrator'], ['Bruno', 'Cabrera', 'operator'], ['Carolina', 'Duarte', 'deliveryMan'], ['Damián', 'Echeverría', 'specialDeliveryMan'], ['Eva', 'Fagúndez', 'operator']],
} as const satisfies Partial<Record<keyof typeof demoTenants, readonly (readonly [string, string, keyof typeof roles])[]>>;

/** A valid Uruguayan CI built from a number (check digit as contract/ciCheckDigitValid computes it). */
function ci(seed: number): string {
  const body = String(2_000_000 + seed * 7919);
  const sum = [2, 9, 8, 7, 6, 3, 4].reduce((total, weight, i) => total + weight * Number(body[i]), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const emailOf = (name: string, lastName: string, domain: string) =>
  `${name}.${lastName}@${domain}`.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

export async function insertAdministrationDemo(tx: Transaction, tenantIds: TenantIds, passwordHash: string): Promise<void> {
  // The newcomer tenant has just joined: no articles and no team beyond its administrator.
  for (const [index, key] of (Object.keys(extraTeam) as (keyof typeof extraTeam)[]).entries()) {
    const providerId = tenantIds[key];
    const list = key === 'demo' ? demoArticles : demoArticles.slice(0, 4);
    await tx.insert(articles).values(list.map((article, i) => ({ ...article, providerId, base64Image: i < thumbnails.length ? thumbnails[i] : null })));
    const domain = key === 'demo' ? 'demo.test' : 'empresa.test';
    const existing = await tx.$count(users, eq(users.providerId, providerId));
    await tx.insert(users).values(
      extraTeam[key].map(([name, lastName, role], i) => ({
        providerId,
        email: emailOf(name, lastName, domain),
        username: emailOf(name, lastName, domain),
        passwordHash,
        code: String(2001 + index * 100 + i),
        type: 'Usuario' as const,
        subType: roles[role],
        personalInfo: { name, last_name: lastName, id_document: ci(index * 10 + i + existing), cellphone: `09${String(1_000_000 + i * 137_911).slice(0, 7)}` },
        permissions: [...defaultPermissionsByRole[roles[role]]!],
        acceptedTc: true,
        seenWalkthrough: { video_cuestionario: true },
      })),
    );
  }
  await insertResidents(tx, tenantIds.demo, passwordHash);
}

/** Demo Lockers is the residential tenant: apartments, and residents in all but the last one (deletable). */
async function insertResidents(tx: Transaction, providerId: number, passwordHash: string) {
  const created = await tx
    .insert(apartments)
    .values(demoApartments.map((apartment) => ({ ...apartment, providerId })))
    .returning({ id: apartments.id });
  // The resident demo account lives in the first apartment too.
  await tx.update(users).set({ apartmentId: created[0]!.id }).where(eq(users.email, demoAccounts.resident.email));
  await tx.insert(users).values(
    residentNames.map(([name, lastName], i) => ({
      providerId,
      email: emailOf(name, lastName, 'residentes.demo.test'),
      username: emailOf(name, lastName, 'residentes.demo.test'),
      passwordHash,
      type: 'Residente' as const,
      subType: 1,
      permissions: [...defaultResidentPermissions],
      apartmentId: created[i % (created.length - 1)]!.id,
      personalInfo: { name, last_name: lastName, phone: `2600 ${1000 + i * 11}`, cellphone: `0998${String(10_000 + i * 4321).slice(0, 5)}`, comments: i === 0 ? 'Avisar en portería' : null },
      extraData: { configs: [{ name: 'resident_should_receive_ws', value: i % 2 === 0 ? 1 : 0 }] },
      acceptedTc: true,
    })),
  );
}
