// Brings the backend up: open the database, migrate, seed demo data when empty, build the app.
import { createApp, type BackendApp } from './app';
import { migrate, openDatabase, type DatabaseHandle } from './db/client';
import type { BackendConfig } from './config';
import { httpOrderSource } from './modules/fenicio/http-order-source';
import { loadVapidKeys, type VapidKeys } from './modules/push/vapid-keys';
import { seedDemoIfEmpty } from './seed/demo';

export interface BootedBackend {
  app: BackendApp;
  database: DatabaseHandle;
  vapid: VapidKeys;
}

export async function bootBackend(config: BackendConfig): Promise<BootedBackend> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    embeddedHost: config.embeddedHost,
    dataDir: config.dataDir,
    statementTimeoutMs: config.statementTimeoutMs,
  });
  try {
    await migrate(database);
    if (config.seedDemo && (await seedDemoIfEmpty(database.jobsDb))) {
      console.info('[backend] empty database: demo data seeded (accounts in backend/seed/demo-accounts.ts)');
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  const fenicio = config.fenicio ? httpOrderSource({ baseUrl: config.fenicio.apiUrl, apiKey: config.fenicio.apiKey }) : undefined;
  const vapid = await loadVapidKeys(config.push);
  const app = createApp({
    db: database.db,
    tokenTtlHours: config.tokenTtlHours,
    payments: config.payments,
    transferAccount: config.transferAccount,
    fenicio,
    publicLookups: { trustedProxyHops: config.trustedProxyHops },
    vapidPublicKey: vapid.publicKey,
    publicUrl: config.publicUrl,
    sessionIdleHours: config.sessionIdleHours,
    trustedProxyHops: config.trustedProxyHops,
    outboxChannels: { email: Boolean(config.mail.smtpUrl), whatsapp: Boolean(config.whatsapp) },
    districadSecret: config.districadSecret,
    backofficeKey: config.backofficeKey,
  });
  return { app, database, vapid };
}
