// GET /poslink-transaction: card payments made at the tenant's lockers (docs/domain/screens.md receipt columns, and the payment's
// transaction_date that a selected receipt holds, docs/domain/data-model.md).
// Amounts are stored in centésimos and answered in UYU; phone_number filters but is never answered.
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { poslinkTransactions } from '@/backend/db/schema';
import { pageWithTotal, type PageRequest } from '@/backend/http/pagination';
import type { PoslinkListQuery, PoslinkSortColumn, PoslinkTransaction } from '@/contract/billing';
import { escapeLike } from './find-movements';

const t = poslinkTransactions;
const sortColumns: Record<PoslinkSortColumn, SQL | typeof t.id> = {
  id: t.id,
  booking_id: sql`${t.bookingId}`,
  authorization_code: sql`${t.authorizationCode}`,
  transaction_id: sql`${t.transactionId}`,
  total_amount: sql`${t.totalAmountCents}`,
  status: sql`${t.status}`,
  card_owner_name: sql`${t.cardOwnerName}`,
};

function poslinkFilters(tenantId: number, q: PoslinkListQuery): SQL {
  const conditions: SQL[] = [eq(t.providerId, tenantId)];
  if (q.id !== undefined) conditions.push(eq(t.id, q.id));
  if (q.booking_id !== undefined) conditions.push(eq(t.bookingId, q.booking_id));
  if (q.authorization_code) conditions.push(eq(t.authorizationCode, q.authorization_code));
  if (q.transaction_id) conditions.push(eq(t.transactionId, q.transaction_id));
  if (q.total_amount !== undefined) conditions.push(eq(t.totalAmountCents, Math.round(q.total_amount * 100)));
  if (q.status) conditions.push(ilike(t.status, escapeLike(q.status)));
  if (q.card_owner_name) conditions.push(ilike(t.cardOwnerName, `%${escapeLike(q.card_owner_name)}%`));
  if (q.phone_number) conditions.push(sql`${t.phoneNumber} like ${`${escapeLike(q.phone_number)}%`}`);
  if (q.search) {
    const pattern = `%${escapeLike(q.search)}%`;
    const byId = /^\d{1,9}$/.test(q.search) ? [eq(t.id, Number(q.search)), eq(t.bookingId, Number(q.search))] : [];
    conditions.push(or(...byId, ilike(t.transactionId, pattern), ilike(t.authorizationCode, pattern), ilike(t.cardOwnerName, pattern))!);
  }
  return and(...conditions)!;
}

export async function findPoslinkTransactions(
  db: Database,
  input: { tenantId: number; query: PoslinkListQuery; page: PageRequest },
): Promise<{ rows: PoslinkTransaction[]; total: number }> {
  const where = poslinkFilters(input.tenantId, input.query);
  const direction = input.query.orderBy === 'DESC' ? desc : asc;
  const order = input.query.sortBy === 'id' ? [direction(t.id)] : [direction(sortColumns[input.query.sortBy]), direction(t.id)];
  const query = db.select().from(t).where(where).orderBy(...order);
  const { rows, total } = await pageWithTotal(query.$dynamic(), input.page, () => db.$count(t, where));
  return {
    rows: rows.map((row) => ({
      id: row.id,
      booking_id: row.bookingId,
      authorization_code: row.authorizationCode,
      transaction_id: row.transactionId,
      total_amount: row.totalAmountCents / 100,
      status: row.status,
      card_owner_name: row.cardOwnerName,
      transaction_date: row.createdAt.toISOString(),
    })),
    total,
  };
}
