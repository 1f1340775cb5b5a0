// Two production app instances (the same build) on one fresh PostgreSQL database, behind Debian's nginx started
// from a config in a temp dir (no root paths). A is one `next start` on the machine's Node; B is what `npm start`
// runs on PostgreSQL (scripts/start.mjs on its runtime, Node 26: two server processes sharing its port). Shared
// SESSION_SECRET and NEXT_SERVER_ACTIONS_ENCRYPTION_KEY, a short sweep period so the once-per-period rule shows in
// seconds. Logs are kept for the assertions.
import { execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startLogged, waitForHttp } from './processes';

/** The runtime `npm start` serves on, started directly so B's pid is the cluster's primary (which sets the workers' flags). */
const serverNode = execFileSync(process.execPath, ['scripts/server-runtime.mjs'], { encoding: 'utf8' }).trim();

export const sweepIntervalMs = 2_000;

export interface Instance {
  name: string;
  origin: string;
  log: string[];
  process: ChildProcess;
}

export interface Cluster {
  a: Instance;
  b: Instance;
  /** nginx, round-robin over a and b. */
  origin: string;
  /** nginx again, pages from a and every server action (Next-Action header) to b. */
  splitOrigin: string;
  databaseUrl: string;
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

export async function startCluster(adminUrl: string, basePort: number): Promise<Cluster> {
  const dbName = `locker_instances_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });

  const tmp = mkdtempSync(path.join(os.tmpdir(), 'instances-'));
  const shared: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'true',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    SESSION_COOKIE_SECURE: 'false',
    SWEEP_INTERVAL_MS: String(sweepIntervalMs),
    DATA_DIR: path.join(tmp, 'data'),
    // nginx reaches them on loopback; listening only there keeps the demo accounts' banner off.
    LISTEN_HOST: '127.0.0.1',
  };
  delete shared.API_BASE_URL;
  const instances = (['a', 'b'] as const).map((name, index) => {
    const port = basePort + index;
    const started =
      name === 'a'
        ? startLogged(name, 'node_modules/.bin/next', ['start', '-p', String(port), '-H', '127.0.0.1'], shared)
        : startLogged(name, serverNode, ['scripts/start.mjs'], { ...shared, PORT: String(port), WEB_CONCURRENCY: '2' });
    return { name, origin: `http://localhost:${port}`, port, ...started };
  });

  const nginxPort = basePort + 2;
  const splitPort = basePort + 6;
  writeFileSync(
    path.join(tmp, 'nginx.conf'),
    `worker_processes 1;
pid ${tmp}/nginx.pid;
error_log ${tmp}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${tmp}/body;
  proxy_temp_path ${tmp}/proxy;
  fastcgi_temp_path ${tmp}/fastcgi;
  uwsgi_temp_path ${tmp}/uwsgi;
  scgi_temp_path ${tmp}/scgi;
  upstream app { ${instances.map((i) => `server 127.0.0.1:${i.port};`).join(' ')} }
  map $http_next_action $split { "" 127.0.0.1:${instances[0]!.port}; default 127.0.0.1:${instances[1]!.port}; }
  proxy_http_version 1.1;
  proxy_set_header Host $http_host;
  proxy_set_header X-Forwarded-For $remote_addr;
  proxy_set_header X-Forwarded-Proto $scheme;
  add_header X-Upstream $upstream_addr always;
  server {
    listen 127.0.0.1:${nginxPort};
    location / { proxy_pass http://app; }
  }
  server {
    listen 127.0.0.1:${splitPort};
    location / { proxy_pass http://$split; }
  }
}
`,
  );
  const nginx = startLogged('nginx', '/usr/sbin/nginx', ['-p', tmp, '-e', `${tmp}/error.log`, '-c', `${tmp}/nginx.conf`, '-g', 'daemon off;'], process.env);

  const stop = async () => {
    for (const child of [nginx.process, ...instances.map((i) => i.process)]) if (child.exitCode === null) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await pool.end();
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${dbName} with (force)`);
    await cleanup.end();
    rmSync(tmp, { recursive: true, force: true });
  };

  try {
    // /readyz answers 503 until the instance's database is reachable and migrated (app/readyz).
    for (const instance of instances) await waitForHttp(`${instance.origin}/readyz`, instance.process, 180_000);
    await waitForHttp(`http://localhost:${nginxPort}/readyz`, nginx.process, 20_000);
  } catch (error) {
    console.error(instances.map((i) => i.log.slice(-20).join('\n')).join('\n'), nginx.log.join('\n'));
    await stop();
    throw error;
  }
  const [a, b] = instances.map(({ name, origin, log, process }) => ({ name, origin, log, process }));
  return {
    a: a!,
    b: b!,
    origin: `http://localhost:${nginxPort}`,
    splitOrigin: `http://localhost:${splitPort}`,
    databaseUrl,
    query: async (text, values) => (await pool.query(text, values)).rows,
    stop,
  };
}
