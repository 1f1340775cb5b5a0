// Timed jobs with several instances: each period is claimed by one instance only (job_runs), so the expiry
// sweep runs once per period however many schedulers tick; bookings due are moved once, with one history row.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doors, jobRuns } from '@/backend/db/schema';
import { claimPeriod, periodStart } from '@/backend/jobs/claim-period';
import { startJobScheduler } from '@/backend/jobs/scheduler';
import { historyOf, insertBooking, seedBookingTenant } from '@/tests/factories/bookings';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close();
});

describe('claimPeriod', () => {
  it('lets one of many concurrent claims win a period, and the next period is free again', async () => {
    const now = new Date('2031-01-01T00:00:30Z');
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimPeriod(backend.db, 'test-job', 60_000, now)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(claims.find(Boolean)).toEqual(periodStart(now, 60_000));
    expect(await claimPeriod(backend.db, 'test-job', 60_000, new Date('2031-01-01T00:00:59Z'))).toBeNull();
    expect(await claimPeriod(backend.db, 'test-job', 60_000, new Date('2031-01-01T00:01:00Z'))).not.toBeNull();
  });
});

describe('two schedulers on one database', () => {
  it('sweep once per period between them, each due booking moved once', async () => {
    const t = await seedBookingTenant(backend, { doorSizes: [1, 1, 1] });
    const past = new Date(Date.now() - 60_000);
    const doorIds = (await backend.db.select({ id: doors.id }).from(doors).where(eq(doors.locationId, t.location.id))).map((d) => d.id);
    const due = await Promise.all(doorIds.map((doorId) => insertBooking(backend.db, { tenantId: t.tenant.id, locationId: t.location.id, doorId, statusId: 2, expirationDate: past })));
    expect(due).toHaveLength(3);

    const intervalMs = 500;
    const stops = [startJobScheduler(backend.db, { intervalMs }), startJobScheduler(backend.db, { intervalMs })];
    await new Promise((resolve) => setTimeout(resolve, 2_600));
    stops.forEach((stop) => stop());

    const runs = await backend.db.select().from(jobRuns).where(eq(jobRuns.job, 'sweep-bookings'));
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(new Set(runs.map((r) => r.periodStart.getTime())).size).toBe(runs.length);
    expect(runs.reduce((sum, r) => sum + (r.changed ?? 0), 0)).toBe(3);
    for (const booking of due) {
      expect((await historyOf(backend.db, booking.id)).filter((h) => h.action === 'code_lapsed')).toHaveLength(1);
    }
  });
});
