// Runs the backend on its own, without Next.js: `npx tsx backend/server.ts` (port BACKEND_PORT, default 4000).
import { serve } from '@hono/node-server';
import { basePath } from './app';
import { bootBackend } from './boot';
import { capConsoleLines } from '@/common/log-lines';
import { readConfig } from './config';
import { warnIfDemoExposed } from './ops/demo-exposure';
import { startJobScheduler } from './jobs/scheduler';
import { webPushSender } from './modules/push/deliver-push';
import { outboxSendersFor } from './modules/mail/outbox-senders';

capConsoleLines();
const config = readConfig();
const { app, database, vapid } = await bootBackend(config);
const stopJobs = startJobScheduler(database.jobsDb, { outbox: outboxSendersFor(config), push: webPushSender(vapid), intervalMs: config.sweepIntervalMs });

// It listens on every interface.
await warnIfDemoExposed(database.db, true);

const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  console.info(`[backend] listening on http://localhost:${info.port}${basePath}`);
});

function shutdown() {
  stopJobs();
  server.close(() => {
    database.close().finally(() => process.exit(0));
  });
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
