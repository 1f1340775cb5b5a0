// The built-in backend inside the Next.js process, for lib/api-transport (in-process calls and app/api/v2).
// One instance per process, kept where runtime-handle.ts says.
import { bootBackend } from './boot';
import { backendKey as key, type Backend, type BackendHolder as Holder } from './runtime-handle';
import { readConfig } from './config';
import { startJobScheduler } from './jobs/scheduler';
import { outboxSendersFor } from './modules/mail/outbox-senders';
import { webPushSender } from './modules/push/deliver-push';
import { renderVersion } from './modules/render-version/render-version';
import { demoExposureCheck, warnIfDemoExposed } from './ops/demo-exposure';
import { watchDatabase } from './ops/metrics';
import { databaseReady } from './ops/readiness';

async function start(): Promise<Backend> {
  const config = readConfig();
  const { app, database, vapid } = await bootBackend(config);
  watchDatabase(database);
  // Timed booking transitions and outbox delivery; the timers are unref'd, so they never hold the process open.
  startJobScheduler(database.jobsDb, { outbox: outboxSendersFor(config), push: webPushSender(vapid), intervalMs: config.sweepIntervalMs });
  await warnIfDemoExposed(database.db).catch((error: unknown) => console.error('[backend] demo accounts not checked:', error));
  return {
    fetch: async (request, bindings) => app.fetch(request, bindings),
    renderVersion: (token) => renderVersion(database.db, token, config.sessionIdleHours),
    databaseReady: () => databaseReady(database.db),
    demoExposed: demoExposureCheck(database.db),
  };
}

/**
 * The process-wide backend, started on first use. Concurrent first calls share one start; a failed start
 * is forgotten so that the next call tries again.
 */
export function getBackend(): Promise<Backend> {
  const holder = globalThis as Holder;
  holder[key] ??= start().catch((error: unknown) => {
    delete holder[key];
    throw error;
  });
  return holder[key];
}
