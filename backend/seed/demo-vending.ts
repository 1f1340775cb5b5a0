// Vending demo for the custom tenant (Empresa Demo): every door has a history of loads, card purchases and
// container pick-ups over the last month, and ends in one of the three states the stock report shows (an article
// for sale, a container to collect, empty). Deterministic and relative to the seeding time; some sales are today.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { articles, doors, locations, users, vendingLoads, vendingSales } from '@/backend/db/schema';
import type { Database } from '@/backend/db/client';
import { businessDayRange, businessToday } from '@/common/business-time';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const hour = 3_600_000;
const customers = [['Lucía Pereira', '099 111 222'], ['Martín Sosa', '098 333 444'], ['Valentina Núñez', null], ['Diego Silva', '094 555 666'], ['Camila Suárez', '091 777 888']] as const;

export async function insertDemoVending(tx: Transaction, tenantId: number, now = new Date()): Promise<void> {
  const doorRows = await tx
    .select({ id: doors.id, locationId: doors.locationId })
    .from(doors)
    .innerJoin(locations, eq(locations.id, doors.locationId))
    .where(and(eq(locations.providerId, tenantId), eq(locations.enabled, true)))
    .orderBy(asc(doors.locationId), asc(doors.number));
  const stock = await tx.select({ id: articles.id, cents: articles.precioCents }).from(articles).where(and(eq(articles.providerId, tenantId), eq(articles.vendible, true), eq(articles.virtual, false))).orderBy(asc(articles.id));
  const crew = await tx.select({ id: users.id }).from(users).where(and(eq(users.providerId, tenantId), inArray(users.subType, [2, 4, 5]))).orderBy(asc(users.id));
  if (doorRows.length === 0 || stock.length === 0 || crew.length === 0) return;

  const [todayStart] = businessDayRange(businessToday(now))!;
  let sequence = 0;
  for (const [index, door] of doorRows.entries()) {
    // Two finished cycles, then the current one: state 0 for sale, 1 container waiting, 2 empty.
    const finalState = index % 3;
    const cycles = 3;
    for (let cycle = 0; cycle < cycles; cycle++) {
      const article = stock[(index + cycle) % stock.length]!;
      const last = cycle === cycles - 1;
      // Cycles walk forward in time; the last one of every fourth door sells today.
      const loadedAt = new Date(now.getTime() - ((cycles - cycle) * 9 + (index % 7)) * 24 * hour);
      const [load] = await tx
        .insert(vendingLoads)
        .values({ providerId: tenantId, locationId: door.locationId, doorId: door.id, articleId: article.id, loadedAt, loadedBy: crew[(index + cycle) % crew.length]!.id })
        .returning({ id: vendingLoads.id });
      if (last && finalState === 0) continue;
      const soldToday = last && index % 4 === 1;
      // A few minutes ago, but never before today's start (seeded just after midnight, they are still today's).
      const purchasedAt = soldToday
        ? new Date(Math.max(todayStart.getTime(), now.getTime() - ((index % 5) + 1) * 60_000))
        : new Date(loadedAt.getTime() + (20 + index) * hour);
      const [customer, phone] = customers[(index + cycle) % customers.length]!;
      sequence++;
      await tx.insert(vendingSales).values({
        providerId: tenantId,
        loadId: load!.id,
        purchasedAt,
        customerName: customer,
        customerPhone: phone,
        articleBoughtId: article.id,
        articleDeliveredId: article.id,
        totalAmountCents: article.cents,
        transactionId: `TX${String(700_000 + sequence * 37)}`,
        authorizationCode: String(100_000 + ((sequence * 7919) % 900_000)),
        containerReturnedAt: last && finalState === 1 ? null : new Date(purchasedAt.getTime() + 30 * hour),
        returnedBy: last && finalState === 1 ? null : crew[(index + cycle + 1) % crew.length]!.id,
      });
    }
  }
}
