// GET /booking/{id}/transactions: the booking's credit movements (debit at creation, refund at deletion).
import { and, asc, eq } from 'drizzle-orm';
import { creditMovements } from '@/backend/db/schema';
import { pageWithTotal, type PageRequest } from '@/backend/http/pagination';
import type { BookingTransaction } from '@/contract/bookings';
import { toMovementReply } from '@/backend/modules/billing/find-movements';
import { assertTenantBooking } from './get-booking';
import type { Executor } from './transaction';

export async function findBookingTransactions(
  db: Executor,
  input: { tenantId: number; bookingId: number; page: PageRequest },
): Promise<{ rows: BookingTransaction[]; total: number }> {
  await assertTenantBooking(db, input);
  // provider_id too: the ledger is the tenant's, whatever the booking id says.
  const where = and(eq(creditMovements.providerId, input.tenantId), eq(creditMovements.bookingId, input.bookingId));
  const query = db.select().from(creditMovements).where(where).orderBy(asc(creditMovements.id));
  const { rows, total } = await pageWithTotal(query.$dynamic(), input.page, () => db.$count(creditMovements, where));
  return { rows: rows.map(toMovementReply), total };
}
