// Mass assignment: privileged fields smuggled into creates and updates (role, permissions, tenant, credits,
// price, status, type) are refused or ignored, and the rows they would change stay as they were.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apartments, articles, bookings, paymentIntents, providers, users } from '@/backend/db/schema';
import { buildBooking } from '@/tests/factories/bookings';
import { saveFigures } from './support/figures';
import { createWorld, type World } from './support/world';

let world: World;
let admin: string;
let attempts = 0;

/** Every privileged name an attacker might try, pointing at the other tenant or at more power. */
function smuggled(): Record<string, unknown> {
  attempts++;
  const other = world.tenantIds.other;
  return {
    role: 'administrator',
    permissions: ['*'],
    provider_id: other,
    providerId: other,
    tenant_id: other,
    credits: 1_000_000,
    price: 0,
    precio_cents: 1,
    status_id: 4,
    statusId: 4,
    status: 'approved',
    type: 'Residente',
    is_admin: true,
    id: 1,
    created_by: 1,
    door_id: 1,
    user_id: 1,
  };
}

beforeAll(async () => {
  world = await createWorld();
  admin = await world.tokenOf('admin');
}, 120_000);
afterAll(async () => {
  saveFigures('mass-assignment', { attempts, fields: Object.keys(smuggled()) });
  await world?.backend.close();
});

describe('mass assignment', () => {
  it('a team user update keeps permissions, type and tenant', async () => {
    const id = Number(world.records.own.teamUser);
    const [before] = await world.db.select().from(users).where(eq(users.id, id));
    const body = { sub_type: 3, name: 'Nuevo', last_name: 'Nombre', cellphone: '099123456', email: before!.email, ...smuggled() };
    const reply = await world.send(`/user/team/${id}`, { method: 'PUT', token: admin, json: body });
    expect(reply.status).toBe(200);
    const [after] = await world.db.select().from(users).where(eq(users.id, id));
    expect({ permissions: after!.permissions, type: after!.type, providerId: after!.providerId }).toEqual({
      permissions: before!.permissions,
      type: before!.type,
      providerId: before!.providerId,
    });
    expect(after!.personalInfo.name).toBe('Nuevo');
  });

  it('a new team user gets the permissions of the role chosen, in the caller`s tenant', async () => {
    const body: Record<string, unknown> = { sub_type: 4, name: 'Nuevo', last_name: 'Repartidor', cellphone: '099123456', email: 'nuevo.repartidor@test.example', ...smuggled() };
    delete body.type; // type Residente would pick the resident schema; `Usuario` is the only team type
    const reply = await world.send('/user/team', { token: admin, json: body });
    // The other tenant named as provider_id is refused outright; nothing is created.
    expect(reply.status).toBe(422);
    const created = await world.db.select().from(users).where(eq(users.email, 'nuevo.repartidor@test.example'));
    expect(created).toEqual([]);

    const honest = { ...body, provider_id: undefined, providerId: undefined, tenant_id: undefined };
    const again = await world.send('/user/team', { token: admin, json: honest });
    expect(again.status).toBe(201);
    const [row] = await world.db.select().from(users).where(eq(users.email, 'nuevo.repartidor@test.example'));
    expect(row!.providerId).toBe(world.tenantIds.own);
    expect(row!.permissions).not.toContain('*');
    expect(row!.type).toBe('Usuario');
  });

  it('a booking create ignores tenant, status and price; a patch ignores status and door', async () => {
    const [tenantBefore] = await world.db.select().from(providers).where(eq(providers.id, world.tenantIds.other));
    const [ownBefore] = await world.db.select().from(providers).where(eq(providers.id, world.tenantIds.own));
    const body = { ...buildBooking({ location_id: Number(world.records.own.location) }), ...smuggled() };
    const reply = await world.send('/booking', { token: admin, json: body });
    expect(reply.status).toBe(201);
    const [row] = await world.db.select().from(bookings).where(eq(bookings.id, reply.body.data.id));
    expect({ providerId: row!.providerId, statusId: row!.statusId }).toEqual({ providerId: world.tenantIds.own, statusId: 2 });
    const [tenantAfter] = await world.db.select().from(providers).where(eq(providers.id, world.tenantIds.other));
    expect(tenantAfter!.credits).toBe(tenantBefore!.credits);
    // The caller pays the small door's normal price (149 UYU = 122 credits), whatever price was sent.
    const [ownAfter] = await world.db.select().from(providers).where(eq(providers.id, world.tenantIds.own));
    expect(ownAfter!.credits).toBe(ownBefore!.credits - 122);

    const patch = await world.send(`/booking/${row!.id}`, { method: 'PATCH', token: admin, json: { notes: 'nota', ...smuggled() } });
    expect(patch.status).toBe(200);
    const [patched] = await world.db.select().from(bookings).where(eq(bookings.id, row!.id));
    expect({ statusId: patched!.statusId, doorId: patched!.doorId, providerId: patched!.providerId }).toEqual({
      statusId: row!.statusId,
      doorId: row!.doorId,
      providerId: row!.providerId,
    });
  });

  it('apartment and article updates stay in the caller`s tenant', async () => {
    const apartment = await world.send(`/apartments/${world.records.own.apartment}`, {
      method: 'PUT',
      token: admin,
      json: { name: 'Torre', block: 'B', number: '12', ...smuggled() },
    });
    expect(apartment.status).toBe(200);
    const [apartmentRow] = await world.db.select().from(apartments).where(eq(apartments.id, Number(world.records.own.apartment)));
    expect(apartmentRow!.providerId).toBe(world.tenantIds.own);

    const article = await world.send(`/articles/${world.records.own.article}`, {
      method: 'PUT',
      token: admin,
      json: { nombre: 'Caja', precio: 150, ...smuggled() },
    });
    expect(article.status).toBe(200);
    const [articleRow] = await world.db.select().from(articles).where(eq(articles.id, Number(world.records.own.article)));
    expect({ providerId: articleRow!.providerId, precioCents: articleRow!.precioCents }).toEqual({ providerId: world.tenantIds.own, precioCents: 15_000 });
  });

  it('a recharge charges the pack`s price for the pack`s credits, pending, whatever else is sent', async () => {
    const reply = await world.send('/billing/recharge', { token: admin, json: { pack: 4000, ...smuggled() } });
    expect(reply.status).toBe(201);
    const [intent] = await world.db.select().from(paymentIntents).where(eq(paymentIntents.reference, reply.body.reference));
    expect({ credits: intent!.credits, priceCents: intent!.priceCents, status: intent!.status, providerId: intent!.providerId }).toEqual({
      credits: 4000,
      priceCents: 488_000,
      status: 'pending',
      providerId: world.tenantIds.own,
    });
  });
});
