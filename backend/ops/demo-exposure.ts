// Demo accounts share one published password (backend/seed/demo-accounts.ts). While one of them is enabled and the
// server listens beyond loopback (LISTEN_HOST unset means every interface), anyone who reaches the address can sign
// in as an administrator: the start says so in a box, and every page shows a banner
// (components/layout/demo-exposure-banner.tsx). Decision 0045.
import cluster from 'node:cluster';
import { and, inArray, isNull } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { users } from '@/backend/db/schema';
import { demoAccounts, demoPassword } from '@/backend/seed/demo-accounts';

const demoEmails = Object.values(demoAccounts).map((account) => account.email);

/** Whether a server bound to `host` (LISTEN_HOST; unset or empty: every interface) can be reached from elsewhere. */
export function listensBeyondLoopback(host: string | undefined = process.env.LISTEN_HOST): boolean {
  const name = (host ?? '').trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (!name) return true;
  return !(name === 'localhost' || name === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name));
}

/** The demo accounts that can still sign in (deleting or disabling them ends the warning). */
export async function enabledDemoAccounts(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(users.email, demoEmails), isNull(users.disabledAt)));
  return rows.map((row) => row.email);
}

/** Re-read at most once a minute: every page asks. */
const recheckMs = 60_000;

/** Whether to warn now; false at once when the server listens on loopback only. */
export function demoExposureCheck(db: Database, beyondLoopback = listensBeyondLoopback()): () => Promise<boolean> {
  let known: { exposed: boolean; at: number } | undefined;
  return async () => {
    if (!beyondLoopback) return false;
    if (!known || Date.now() - known.at > recheckMs) known = { exposed: (await enabledDemoAccounts(db)).length > 0, at: Date.now() };
    return known.exposed;
  };
}

/** The start's warning, once per server (the first of `npm start`'s processes), when it applies. */
export async function warnIfDemoExposed(db: Database, beyondLoopback = listensBeyondLoopback()): Promise<void> {
  if (!beyondLoopback || (cluster.isWorker && cluster.worker?.id !== 1)) return;
  const emails = await enabledDemoAccounts(db);
  if (emails.length === 0) return;
  const lines = [
    'WARNING: demo accounts with a published password can sign in, and this server listens beyond this machine',
    `(LISTEN_HOST=${process.env.LISTEN_HOST || 'unset: every interface'}). Anyone who reaches it can sign in, with the password "${demoPassword}", as`,
    ...Array.from({ length: Math.ceil(emails.length / 4) }, (_, i) => `  ${emails.slice(i * 4, i * 4 + 4).join(', ')}`),
    'For a demo on this machine only: LISTEN_HOST=127.0.0.1. For real use: start on an empty database with SEED_DEMO=0,',
    'or disable or delete these accounts (docs/configuration.md).',
  ];
  const rule = '!'.repeat(Math.max(...lines.map((line) => line.length)) + 4);
  console.warn([rule, ...lines.map((line) => `! ${line}`), rule].join('\n'));
}
