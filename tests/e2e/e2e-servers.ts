// Where the browser tests' servers listen and keep their data (playwright.config.ts): the embedded database on
// E2E_PORT, and, when TEST_DATABASE_URL names a PostgreSQL server, a second server on a database of its own there
// for the specs that run on both databases.
import path from 'node:path';
import type pg from 'pg';

export const e2ePort = Number(process.env.E2E_PORT ?? 3200);
export const e2eDataDir = '.data/e2e';
// The system tests (tests/instances) listen on E2E_PORT + 1 … + 11 and may run while the browser tests do.
export const postgresPort = e2ePort + 20;
/** The security suite's second server, `next start` without proxy.ts (tests/e2e/security/pages.spec.ts). */
export const noProxyPort = e2ePort + 21;
export const postgresDatabaseUrl = process.env.TEST_DATABASE_URL
  ? Object.assign(new URL(process.env.TEST_DATABASE_URL), { pathname: '/locker_e2e' }).toString()
  : undefined;

/** The Playwright project that runs on PostgreSQL. */
export const postgresProject = 'postgresql';

/** How a test reaches its server's database, as the backend would: by its project. */
export function e2eDatabase(project: string): pg.ClientConfig {
  if (project === postgresProject) return { connectionString: postgresDatabaseUrl };
  return { host: path.resolve(e2eDataDir), user: 'postgres', database: 'postgres' };
}
