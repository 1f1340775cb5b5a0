// GET /user/billing: the tenant's statement, one row per ledger movement, with the filters of docs/domain/screens.md.
// Every condition starts with provider_id (index credit_movements_provider_id_idx leads with it).
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { creditMovements } from '@/backend/db/schema';
import { AppError } from '@/backend/errors';
import { pageWithTotal, type PageRequest } from '@/backend/http/pagination';
import { businessDayRange } from '@/common/business-time';
import type { BillingListQuery, BillingMovement, BillingSortColumn } from '@/contract/billing';

const sortColumns: Record<BillingSortColumn, SQL | typeof creditMovements.id> = {
  id: creditMovements.id,
  booking_id: sql`${creditMovements.bookingId}`,
  created_at: sql`${creditMovements.createdAt}`,
  charge: sql`${creditMovements.amount}`,
  current_credits: sql`${creditMovements.balanceAfter}`,
  description: sql`${creditMovements.description}`,
};

/** `%`, `_` and `\` typed by the user are literal text, not LIKE wildcards. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (m) => `\\${m}`);

export function dayCondition(column: SQL | typeof creditMovements.createdAt, day: string, field: string): SQL {
  const range = businessDayRange(day);
  if (!range) throw new AppError('validation', 'La fecha no es válida', { [field]: ['La fecha no es válida'] });
  return and(sql`${column} >= ${range[0].toISOString()}`, sql`${column} < ${range[1].toISOString()}`)!;
}

function movementFilters(tenantId: number, q: BillingListQuery): SQL {
  const conditions: SQL[] = [eq(creditMovements.providerId, tenantId)];
  if (q.id !== undefined) conditions.push(eq(creditMovements.id, q.id));
  if (q.booking_id !== undefined) conditions.push(eq(creditMovements.bookingId, q.booking_id));
  if (q.created_at) conditions.push(dayCondition(creditMovements.createdAt, q.created_at, 'created_at'));
  if (q.charge !== undefined) conditions.push(eq(creditMovements.amount, q.charge));
  if (q.current_credits !== undefined) conditions.push(eq(creditMovements.balanceAfter, q.current_credits));
  if (q.description) conditions.push(ilike(creditMovements.description, `%${escapeLike(q.description)}%`));
  if (q.search) {
    const byId = /^\d{1,9}$/.test(q.search) ? [eq(creditMovements.id, Number(q.search)), eq(creditMovements.bookingId, Number(q.search))] : [];
    conditions.push(or(...byId, ilike(creditMovements.description, `%${escapeLike(q.search)}%`))!);
  }
  return and(...conditions)!;
}

/** A ledger row as the statement and a booking's transactions answer it. */
export function toMovementReply(row: typeof creditMovements.$inferSelect): BillingMovement {
  return {
    id: row.id,
    booking_id: row.bookingId,
    created_at: row.createdAt.toISOString(),
    charge: row.amount,
    current_credits: row.balanceAfter,
    description: row.description,
    details: row.details,
    kind: row.kind,
  };
}

export async function findMovements(
  db: Database,
  input: { tenantId: number; query: BillingListQuery; page: PageRequest },
): Promise<{ rows: BillingMovement[]; total: number }> {
  const where = movementFilters(input.tenantId, input.query);
  const direction = input.query.orderBy === 'ASC' ? asc : desc;
  // id breaks ties so that pages never overlap.
  const order = input.query.sortBy === 'id' ? [direction(creditMovements.id)] : [direction(sortColumns[input.query.sortBy]), direction(creditMovements.id)];
  const query = db.select().from(creditMovements).where(where).orderBy(...order);
  const { rows, total } = await pageWithTotal(query.$dynamic(), input.page, () => db.$count(creditMovements, where));
  return { rows: rows.map(toMovementReply), total };
}
