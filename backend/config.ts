// Environment variables the backend honours, read and checked in one place.
import path from 'node:path';
import { z } from 'zod';
import type { TransferAccount } from '@/contract/prices';
import type { WhatsappConfig } from './modules/whatsapp/cloud-api-sender';

const flag = z.enum(['1', '0', 'true', 'false']).transform((v) => v === '1' || v === 'true');

const envSchema = z.object({
  /** PostgreSQL connection string; without it the backend runs on PGlite under DATA_DIR. */
  DATABASE_URL: z.string().trim().min(1).optional(),
  /**
   * Set by `npm start` (scripts/serve.mjs) for its server processes: the folder where the embedded database's host
   * process serves PostgreSQL's protocol (backend/db/embedded-host). Unset: PGlite runs inside this process.
   */
  PGLITE_HOST: z.string().trim().min(1).optional(),
  /** Folder of the embedded database (PGlite keeps its files in DATA_DIR/pglite). */
  DATA_DIR: z.string().trim().min(1).default('.data'),
  /** Lifetime of login tokens, in hours (default 7 days). */
  TOKEN_TTL_HOURS: z.coerce.number().int().positive().default(168),
  /** Idle timeout of login tokens, in hours: unused this long, a token stops working (default 12). */
  SESSION_IDLE_HOURS: z.coerce.number().positive().max(8760).default(12),
  /** How many proxies in front of this server append to X-Forwarded-For and are trusted (login and public lookups' rate limits). */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Port of the standalone server (backend/server.ts). */
  BACKEND_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /**
   * Seed demo tenants and accounts (known password) into an empty database. Defaults to on for the embedded
   * PGlite and off for PostgreSQL, so that a production database never gets demo logins by accident.
   */
  SEED_DEMO: flag.optional(),
  /** SMTP server for the outbox's e-mails (smtp://host:25, smtps://user:pass@host:465); unset → mail stays queued, readable at GET /mail/outbox. */
  SMTP_URL: z.string().trim().min(1).optional(),
  /** Sender of those e-mails. */
  MAIL_FROM: z.string().trim().min(1).default('Lockers <no-reply@localhost>'),
  /**
   * WhatsApp Business Cloud API for the outbox's WhatsApp messages: the token and the sender's phone-number id
   * together, or neither (then WhatsApp messages are shown as "not configured" in the outbox).
   */
  WHATSAPP_ACCESS_TOKEN: z.string().trim().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().trim().regex(/^\d+$/, 'digits only').optional(),
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com'),
  WHATSAPP_API_VERSION: z.string().trim().regex(/^v\d+\.\d+$/, 'like v23.0').default('v23.0'),
  /** Language of the approved message templates. */
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().trim().regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'like es or es_AR').default('es'),
  /** Shared secret the distribution-tracking service (Districad) sends as a bearer token to report a parcel's status. */
  DISTRICAD_INBOUND_SECRET: z.string().trim().min(32, 'at least 32 characters').optional(),
  /** Shared with the BFF when it reaches this backend over HTTP (API_BASE_URL): its sign-ins count as the back-office's. */
  BACKOFFICE_KEY: z.string().trim().min(32, 'at least 32 characters').optional(),
  /** MercadoPago Checkout Pro: both set → card recharges go to MercadoPago; neither → the built-in sandbox. */
  MP_ACCESS_TOKEN: z.string().trim().min(1).optional(),
  MP_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  MP_API_URL: z.url().default('https://api.mercadopago.com'),
  /**
   * The built-in payment sandbox (a test checkout that credits without charging). Defaults to on for the embedded
   * PGlite and off for PostgreSQL, so a production deployment never hands out free credits; ignored with MercadoPago.
   */
  PAYMENTS_SANDBOX: flag.optional(),
  /**
   * Where tenants send bank transfers to buy credits, shown beside the receipt upload and the recharge: the bank and
   * the account together, or neither; the holder (name, RUT) optional. Demo values with the demo.
   */
  TRANSFER_BANK: z.string().trim().min(1).max(120).optional(),
  TRANSFER_ACCOUNT: z.string().trim().min(1).max(120).optional(),
  TRANSFER_ACCOUNT_HOLDER: z.string().trim().min(1).max(120).optional(),
  /** This deployment's public origin (https://panel.example.com): return URLs and the webhook address. */
  PUBLIC_URL: z.url().optional(),
  /** Period of the booking expiry sweep (ms); each period it runs on exactly one instance. */
  SWEEP_INTERVAL_MS: z.coerce.number().int().min(500).max(3_600_000).default(60_000),
  /** PostgreSQL: longest a request's statement may run, ms (0: none); jobs and migrations are not bound by it. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  /** Fenicio (e-commerce) API origin for orders; unset → the built-in sandbox orders. */
  FENICIO_API_URL: z.url().optional(),
  FENICIO_API_KEY: z.string().trim().min(1).optional(),
  /** Web push (VAPID) keys, base64url; unset → generated once and kept in DATA_DIR/vapid-keys.json. */
  VAPID_PUBLIC_KEY: z.string().trim().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().trim().min(1).optional(),
  /** Contact the push services may use (mailto: or https:). */
  VAPID_SUBJECT: z.string().trim().regex(/^(mailto:|https:)/).default('mailto:soporte@localhost'),
});

export interface BackendConfig {
  databaseUrl?: string;
  embeddedHost?: string;
  dataDir: string;
  tokenTtlHours: number;
  sessionIdleHours: number;
  trustedProxyHops: number;
  port: number;
  seedDemo: boolean;
  sweepIntervalMs: number;
  statementTimeoutMs: number;
  /** Outbox delivery: SMTP when smtpUrl is set. */
  mail: { smtpUrl?: string; from: string };
  /** Outbox delivery by WhatsApp; absent: not configured. */
  whatsapp?: WhatsappConfig;
  /** Bearer secret of the Districad tracking side; absent: its endpoint refuses every call. */
  districadSecret?: string;
  /** The BFF's shared key (BACKOFFICE_KEY); absent: only in-process calls are the back-office's. */
  backofficeKey?: string;
  payments: PaymentsConfig;
  /** Where to send a bank transfer (GET /prices); absent: not configured, the screens say nothing of it. */
  transferAccount?: TransferAccount;
  fenicio?: { apiUrl: string; apiKey?: string };
  /** Web push: configured keys, or the file to generate them into once. */
  push: PushConfig;
  /** Origin of the links sent by e-mail (password reset); PUBLIC_URL, else http://localhost:PORT. */
  publicUrl: string;
}

export interface PushConfig {
  publicKey?: string;
  privateKey?: string;
  subject: string;
  keyFile: string;
}

/** Which provider takes card recharges: MercadoPago when configured, else the sandbox when it is enabled. */
export type PaymentsConfig =
  | { provider: 'sandbox'; publicUrl?: string; enabled: boolean }
  | { provider: 'mercadopago'; publicUrl: string; accessToken: string; webhookSecret: string; apiUrl: string };

export function readConfig(env: Record<string, string | undefined> = process.env): BackendConfig {
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
    embeddedHost: e.PGLITE_HOST,
    dataDir: path.resolve(e.DATA_DIR, 'pglite'),
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    sessionIdleHours: e.SESSION_IDLE_HOURS,
    trustedProxyHops: e.TRUSTED_PROXY_HOPS,
    port: e.BACKEND_PORT,
    seedDemo: withDemo(e),
    sweepIntervalMs: e.SWEEP_INTERVAL_MS,
    statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    whatsapp: whatsappConfig(e),
    districadSecret: e.DISTRICAD_INBOUND_SECRET,
    backofficeKey: e.BACKOFFICE_KEY,
    payments: paymentsConfig(e),
    transferAccount: transferAccountConfig(e),
    fenicio: e.FENICIO_API_URL ? { apiUrl: e.FENICIO_API_URL, apiKey: e.FENICIO_API_KEY } : undefined,
    push: {
      publicKey: e.VAPID_PUBLIC_KEY,
      privateKey: e.VAPID_PRIVATE_KEY,
      subject: e.VAPID_SUBJECT,
      keyFile: path.resolve(e.DATA_DIR, 'vapid-keys.json'),
    },
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, '') ?? `http://localhost:${present.PORT ?? 3000}`,
  };
}

function whatsappConfig(e: z.infer<typeof envSchema>): WhatsappConfig | undefined {
  if (!e.WHATSAPP_ACCESS_TOKEN && !e.WHATSAPP_PHONE_NUMBER_ID) return undefined;
  // Half a configuration would fail every message: refuse to start instead.
  if (!e.WHATSAPP_ACCESS_TOKEN || !e.WHATSAPP_PHONE_NUMBER_ID) {
    throw new Error('Invalid backend environment: WhatsApp needs WHATSAPP_ACCESS_TOKEN and WHATSAPP_PHONE_NUMBER_ID together');
  }
  return {
    apiUrl: e.WHATSAPP_API_URL,
    apiVersion: e.WHATSAPP_API_VERSION,
    phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
    accessToken: e.WHATSAPP_ACCESS_TOKEN,
    language: e.WHATSAPP_TEMPLATE_LANGUAGE,
  };
}

/** Whether the demo data is seeded: SEED_DEMO, by default on the embedded database only (decision 0016). */
function withDemo(e: z.infer<typeof envSchema>): boolean {
  return e.SEED_DEMO ?? !e.DATABASE_URL;
}

/** Obviously not a real account: the demo shows where the details go without inviting a real transfer. */
const demoTransferAccount: TransferAccount = {
  bank: 'Banco de ejemplo (demo)',
  account: 'Cuenta corriente en pesos 000000000-00000',
  holder: 'Lockers Demo S.A. · RUT 000000000000',
};

function transferAccountConfig(e: z.infer<typeof envSchema>): TransferAccount | undefined {
  if (!e.TRANSFER_BANK && !e.TRANSFER_ACCOUNT && !e.TRANSFER_ACCOUNT_HOLDER) return withDemo(e) ? demoTransferAccount : undefined;
  // Half an account would send a tenant's money nowhere: refuse to start instead.
  if (!e.TRANSFER_BANK || !e.TRANSFER_ACCOUNT) throw new Error('Invalid backend environment: TRANSFER_BANK and TRANSFER_ACCOUNT go together');
  return { bank: e.TRANSFER_BANK, account: e.TRANSFER_ACCOUNT, holder: e.TRANSFER_ACCOUNT_HOLDER };
}

function paymentsConfig(e: z.infer<typeof envSchema>): PaymentsConfig {
  const publicUrl = e.PUBLIC_URL?.replace(/\/+$/, '');
  // The sandbox hands out credits without charging: on by default only where the demo is, so SEED_DEMO=0, the way
  // out of the demo, ends it too.
  if (!e.MP_ACCESS_TOKEN && !e.MP_WEBHOOK_SECRET) return { provider: 'sandbox', publicUrl, enabled: e.PAYMENTS_SANDBOX ?? withDemo(e) };
  // Half a configuration would take payments whose notifications can never be verified: refuse to start.
  if (!e.MP_ACCESS_TOKEN || !e.MP_WEBHOOK_SECRET || !publicUrl) {
    throw new Error('Invalid backend environment: MercadoPago needs MP_ACCESS_TOKEN, MP_WEBHOOK_SECRET and PUBLIC_URL together');
  }
  return {
    provider: 'mercadopago',
    publicUrl,
    accessToken: e.MP_ACCESS_TOKEN,
    webhookSecret: e.MP_WEBHOOK_SECRET,
    apiUrl: e.MP_API_URL.replace(/\/+$/, ''),
  };
}
