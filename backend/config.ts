// Environment variables the backend honours, read and checked in one place.
import path from 'node:path';
import { z } from 'zod';

const flag = z.enum(['1', '0', 'true', 'false']).transform((v) => v === '1' || v === 'true');

const envSchema = z.object({
  /** PostgreSQL connection string; without it the backend runs on PGlite under DATA_DIR. */
  DATABASE_URL: z.string().trim().min(1).optional(),
  /** Folder of the embedded database (PGlite keeps its files in DATA_DIR/pglite). */
  DATA_DIR: z.string().trim().min(1).default('.data'),
  /** Lifetime of login tokens, in hours (default 7 days). */
  TOKEN_TTL_HOURS: z.coerce.number().int().positive().default(168),
  /** Port of the standalone server (backend/server.ts). */
  BACKEND_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /**
   * Seed demo tenants and accounts (known password) into an empty database. Defaults to on for the embedded
   * PGlite and off for PostgreSQL, so that a production database never gets demo logins by accident.
   */
  SEED_DEMO: flag.optional(),
});

export interface BackendConfig {
  databaseUrl?: string;
  dataDir: string;
  tokenTtlHours: number;
  port: number;
  seedDemo: boolean;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): BackendConfig {
  // Empty variables (`FOO=` in an .env file) count as unset.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid backend environment: ${problems}`);
  }
  const e = parsed.data;
  return {
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR, 'pglite'),
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    port: e.BACKEND_PORT,
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
  };
}
