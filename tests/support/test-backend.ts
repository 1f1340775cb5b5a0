// The real backend over real HTTP for API tests: a fresh database, createApp, @hono/node-server on a free port.
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { basePath, createApp } from '@/backend/app';
import type { PaymentsConfig } from '@/backend/config';
import type { FenicioOrderSource } from '@/backend/modules/fenicio/order-source';
import type { PublicLookupSettings } from '@/backend/modules/public-orders/routes';
import type { OutboxChannels } from '@/backend/modules/mail/find-outbox';
import { seedDemoIfEmpty } from '@/backend/seed/demo';
import { demoPassword } from '@/backend/seed/demo-accounts';
import { createTestDatabase, type TestDatabase } from './test-database';
import type { TransferAccount } from '@/contract/prices';

export interface ApiReply {
  status: number;
  headers: Headers;
  /** Parsed JSON, or null for an empty body. */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- replies are checked by the assertions
}

export interface RequestOptions {
  method?: string;
  token?: string;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (for malformed bodies). */
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface TestBackend {
  database: TestDatabase;
  db: TestDatabase['db'];
  /** http://127.0.0.1:port/api/v2 */
  baseUrl: string;
  request(path: string, options?: RequestOptions): Promise<ApiReply>;
  /** Signs in and returns the token; fails the test unless the login succeeds. */
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export async function startTestBackend(
  options: {
    seedDemo?: boolean;
    payments?: PaymentsConfig;
    publicLookups?: PublicLookupSettings;
    fenicio?: FenicioOrderSource;
    trustedProxyHops?: number;
    pushEndpointAllowed?: (endpoint: URL) => boolean;
    outboxChannels?: OutboxChannels;
    districadSecret?: string;
    /** The BFF's shared key: a request sending it in x-backoffice-key is the back-office's (sign-in-channel.ts). */
    backofficeKey?: string;
    statementTimeoutMs?: number;
    transferAccount?: TransferAccount;
  } = {},
): Promise<TestBackend> {
  const database = await createTestDatabase({ statementTimeoutMs: options.statementTimeoutMs });
  if (options.seedDemo) await seedDemoIfEmpty(database.handle.jobsDb);
  const app = createApp({
    db: database.db,
    tokenTtlHours: 168,
    payments: options.payments,
    publicLookups: options.publicLookups,
    fenicio: options.fenicio,
    trustedProxyHops: options.trustedProxyHops,
    pushEndpointAllowed: options.pushEndpointAllowed,
    outboxChannels: options.outboxChannels,
    districadSecret: options.districadSecret,
    backofficeKey: options.backofficeKey,
    transferAccount: options.transferAccount,
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  if (!server.listening) await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}${basePath}`;

  async function request(path: string, opts: RequestOptions = {}): Promise<ApiReply> {
    const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body = opts.rawBody;
    if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    }
    const response = await fetch(`${baseUrl}${path}`, { method: opts.method ?? (body ? 'POST' : 'GET'), headers, body });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
  }

  async function login(email: string, password = demoPassword): Promise<string> {
    const reply = await request('/auth/login', { json: { email, password } });
    if (reply.status !== 200) throw new Error(`login of ${email} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply.body.token;
  }

  return {
    database,
    db: database.db,
    baseUrl,
    request,
    login,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}
