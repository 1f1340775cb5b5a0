// The timed charges (docs/domain/bookings.md "Money", decision 0085), run by the scheduler right after the sweep:
//   lapse fee   a booking whose drop-off code lapsed (5 Ingreso Vencido) in the last 24 h → one lapse_fee
//   daily fine  a parcel in 6 Retiro Vencido past its collection window (deadline + 24 h) → one daily_fine for each
//               started day past it, charged as that day starts (day 1 when the window closes, day 2 24 h later…)
// Each charge is its own transaction through the ledger, keyed by (booking, kind, business day): the unique index
// credit_movements_charge_once makes a second instance's racing charge fail, and the loser counts it as done.
// A balance that cannot cover a charge leaves it for the next run while its day lasts (a balance never goes below
// zero); a day the job never ran is not charged afterwards, so downtime never bills a tenant in a lump.
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { isUniqueViolation } from '@/backend/db/database-errors';
import { bookings, creditMovements, providers } from '@/backend/db/schema';
import { AppError } from '@/backend/errors';
import { applyCreditMovement } from '@/backend/modules/billing/credit-ledger';
import { movementTexts } from '@/backend/modules/billing/movement-texts';
import { chargeCredits, timedCharges, type TimedCharge } from '@/contract/timed-charges';
import { bookingStatus, collectionEndsAt, hours } from '@/backend/modules/bookings/booking-rules';
import { businessToday } from '@/common/business-time';
import type { ConfigEntry } from '@/contract/auth';

export interface ChargeResult {
  lapseFees: number;
  fines: number;
  /** Charges the balance could not cover this run (retried while their day lasts). */
  unpaid: number;
}

interface Due {
  bookingId: number;
  tenantId: number;
  credits: number;
  charge: TimedCharge;
  day: string;
  text: ReturnType<typeof movementTexts.lapseFee>;
}

const day = hours(24);
/** Rows looked at per kind and run; more wait for the next minute. */
const batchSize = 2000;

export async function chargeOverdueBookings(db: Database, options: { now?: Date } = {}): Promise<ChargeResult> {
  const now = options.now ?? new Date();
  const due = [...(await lapseFeesDue(db, now)), ...(await finesDue(db, now))];
  const result: ChargeResult = { lapseFees: 0, fines: 0, unpaid: 0 };
  for (const charge of await notYetCharged(db, due)) {
    const outcome = await applyCharge(db, charge, now);
    if (outcome === 'unpaid') result.unpaid++;
    else if (outcome === 'charged') result[charge.charge === timedCharges.lapseFee ? 'lapseFees' : 'fines']++;
  }
  return result;
}

/** Only tenants that set an amount are read while the default is zero (the common case costs nothing). */
const configured = (charge: TimedCharge) =>
  charge.defaultCredits > 0 ? sql`true` : sql`${providers.configs} @> ${JSON.stringify([{ name: charge.config }])}::jsonb`;

async function overdue(db: Database, charge: TimedCharge, statusId: number, from: Date, to: Date) {
  return db
    .select({ bookingId: bookings.id, tenantId: bookings.providerId, expirationDate: bookings.expirationDate, configs: providers.configs })
    .from(providers)
    .innerJoin(bookings, eq(bookings.providerId, providers.id))
    .where(and(configured(charge), eq(bookings.statusId, statusId), gt(bookings.expirationDate, from), sql`${bookings.expirationDate} <= ${to.toISOString()}::timestamptz`))
    .orderBy(bookings.expirationDate)
    .limit(batchSize);
}

/** The sweep lapses a code when its deadline passes: a 5 whose deadline is under a day old lapsed in that day. */
async function lapseFeesDue(db: Database, now: Date): Promise<Due[]> {
  const charge = timedCharges.lapseFee;
  const rows = await overdue(db, charge, bookingStatus.dropOffExpired, new Date(now.getTime() - day), now);
  return rows.map((row) => {
    const lapseDay = businessToday(row.expirationDate);
    return { ...dueFrom(row, charge), day: lapseDay, text: movementTexts.lapseFee(row.bookingId, lapseDay) };
  });
}

async function finesDue(db: Database, now: Date): Promise<Due[]> {
  const charge = timedCharges.dailyFine;
  // A parcel can stay at most until it is forced open or collected; a deadline far back still fines its current day.
  const rows = await overdue(db, charge, bookingStatus.pickupExpired, new Date(0), new Date(now.getTime() - day));
  return rows.map((row) => {
    const startedDays = Math.floor((now.getTime() - collectionEndsAt(row.expirationDate).getTime()) / day);
    const fineDay = businessToday(new Date(collectionEndsAt(row.expirationDate).getTime() + startedDays * day));
    return { ...dueFrom(row, charge), day: fineDay, text: movementTexts.dailyFine(row.bookingId, fineDay, startedDays + 1) };
  });
}

function dueFrom(row: { bookingId: number; tenantId: number; configs: ConfigEntry[] }, charge: TimedCharge) {
  return { bookingId: row.bookingId, tenantId: row.tenantId, credits: chargeCredits(row.configs, charge), charge };
}

/** Drops zero amounts and the charges already in the ledger (one read instead of a failed insert a minute). */
async function notYetCharged(db: Database, due: Due[]): Promise<Due[]> {
  const payable = due.filter((d) => d.credits > 0);
  if (payable.length === 0) return [];
  const charged = await db
    .select({ bookingId: creditMovements.bookingId, kind: creditMovements.kind, day: creditMovements.chargeDay })
    .from(creditMovements)
    .where(and(inArray(creditMovements.bookingId, payable.map((d) => d.bookingId)), inArray(creditMovements.kind, [timedCharges.lapseFee.kind, timedCharges.dailyFine.kind])));
  const done = new Set(charged.map((c) => `${c.bookingId}:${c.kind}:${c.day}`));
  return payable.filter((d) => !done.has(`${d.bookingId}:${d.charge.kind}:${d.day}`));
}

async function applyCharge(db: Database, due: Due, now: Date): Promise<'charged' | 'unpaid' | 'taken'> {
  try {
    await db.transaction((tx) =>
      applyCreditMovement(tx, {
        tenantId: due.tenantId,
        bookingId: due.bookingId,
        amount: -due.credits,
        kind: due.charge.kind,
        chargeDay: due.day,
        at: now,
        ...due.text,
      }),
    );
    return 'charged';
  } catch (error) {
    if (isUniqueViolation(error, 'credit_movements_charge_once')) return 'taken';
    if (error instanceof AppError && error.code === 'insufficient_credits') return 'unpaid';
    throw error;
  }
}
