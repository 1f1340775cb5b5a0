// A status report from the tracking side: the booking named by its Districad token gets the new status and notes,
// and its history a line saying so (by the system: no user made the change). Only bookings that asked for tracking
// have a token, so a token names at most one booking, in whichever tenant it is.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { bookings } from '@/backend/db/schema';
import { AppError } from '@/backend/errors';
import { recordChange } from '@/backend/modules/bookings/booking-history';
import { districadUnknownTokenMessage, type DistricadStatusUpdate } from '@/contract/districad';

export async function updateDistricadStatus(db: Database, update: DistricadStatusUpdate, now = new Date()) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: bookings.id, districad: bookings.districad })
      .from(bookings)
      .where(eq(sql`${bookings.districad}->>'token'`, update.token))
      .for('update');
    if (!row?.districad?.flag) throw new AppError('not_found', districadUnknownTokenMessage);
    const before = row.districad;
    const after = { ...before, status: update.status, notes: update.notes === undefined ? before.notes : update.notes };
    await tx
      .update(bookings)
      .set({ districad: after, updatedAt: now })
      .where(eq(bookings.id, row.id));
    const changes: Record<string, [unknown, unknown]> = {};
    if (before.status !== after.status) changes.districad_status = [before.status, after.status];
    if (before.notes !== after.notes) changes.districad_notes = [before.notes, after.notes];
    await recordChange(tx, { bookingId: row.id, userId: null, action: 'districad_updated', changes, at: now });
    return { token: after.token!, status: after.status, notes: after.notes };
  });
}
