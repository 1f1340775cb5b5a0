// Runs the timed jobs inside the server process: every minute (SWEEP_INTERVAL_MS), on a timer that never keeps
// the process alive (unref). A run still going when the next tick comes is not doubled. With several instances
// each ticks, and the period claim (claim-period.ts) lets exactly one of them sweep per period; the sweep's
// advisory lock still keeps two runs from overlapping. On PGlite (one process) it runs between requests.
import type { Database } from '@/backend/db/client';
import { pruneLoginFailures } from '@/backend/modules/auth/login-limit';
import { deliverOutbox, type OutboxSenders } from '@/backend/modules/mail/deliver-outbox';
import { deliverPushes, type PushSender } from '@/backend/modules/push/deliver-push';
import { observeJobRun } from '@/backend/ops/metrics';
import { chargeOverdueBookings } from './charge-overdue';
import { claimPeriod, instanceName, recordChanged } from './claim-period';
import { notifyExpiringParcels } from './notify-expiring';
import { sweepBookings } from './sweep-bookings';

export const sweepIntervalMs = 60_000;
const sweepJob = 'sweep-bookings';
/** Account e-mails (a reset password) should arrive within seconds, not a minute. */
export const mailIntervalMs = 10_000;
/** New notifications reach the browsers within seconds. */
export const pushIntervalMs = 5_000;

export function startJobScheduler(db: Database, options: { intervalMs?: number; outbox?: OutboxSenders; push?: PushSender } = {}): () => void {
  const intervalMs = options.intervalMs ?? sweepIntervalMs;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const period = await claimPeriod(db, sweepJob, intervalMs);
      if (!period) return;
      const result = await sweepBookings(db);
      const changed = result.lapsed + result.expired + result.preBookingsLapsed;
      await recordChanged(db, sweepJob, period, changed);
      if (changed > 0) console.info(JSON.stringify({ level: 'info', job: sweepJob, instance: instanceName, ...result }));
      await notifyExpiringParcels(db);
      // After the sweep, so a booking it just moved is charged in the same minute.
      const charges = await chargeOverdueBookings(db);
      const charged = charges.lapseFees + charges.fines;
      if (charged + charges.unpaid > 0) console.info(JSON.stringify({ level: 'info', job: 'charge-overdue', instance: instanceName, ...charges }));
      // What the sweep, the notices and the charges change raises the tenants' data versions by itself (triggers).
      // Sign-in failures past the limits' window count for nothing; without this, addresses never seen again stay.
      await pruneLoginFailures(db);
      observeJobRun(sweepJob, 'ok');
    } catch (error) {
      observeJobRun(sweepJob, 'failed');
      console.error(JSON.stringify({ level: 'error', job: 'sweep-bookings', error: error instanceof Error ? error.message : String(error) }));
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  const stopMail = options.outbox && Object.keys(options.outbox).length > 0 ? startOutboxDelivery(db, options.outbox) : () => {};
  const stopPush = options.push ? startPushDelivery(db, options.push) : () => {};
  return () => {
    clearInterval(timer);
    stopMail();
    stopPush();
  };
}

/** Outbox delivery on its own timer, with the same no-overlap rule; without any sender nothing runs and messages stay queued. */
function startOutboxDelivery(db: Database, senders: OutboxSenders): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const result = await deliverOutbox(db, senders);
      if (result.sent + result.failed > 0) console.info(JSON.stringify({ level: 'info', job: 'deliver-outbox', ...result }));
      observeJobRun('deliver-outbox', 'ok');
    } catch (error) {
      observeJobRun('deliver-outbox', 'failed');
      console.error(JSON.stringify({ level: 'error', job: 'deliver-outbox', error: error instanceof Error ? error.message : String(error) }));
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), mailIntervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Push delivery on its own short timer, with the same no-overlap rule. */
function startPushDelivery(db: Database, sender: PushSender): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const result = await deliverPushes(db, sender);
      if (result.sent + result.removed + result.failed > 0) console.info(JSON.stringify({ level: 'info', job: 'deliver-push', ...result }));
      observeJobRun('deliver-push', 'ok');
    } catch (error) {
      observeJobRun('deliver-push', 'failed');
      console.error(JSON.stringify({ level: 'error', job: 'deliver-push', error: error instanceof Error ? error.message : String(error) }));
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), pushIntervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
