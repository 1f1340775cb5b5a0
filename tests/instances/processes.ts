// Child processes of the system tests: started with their output kept (tests read the logs), waited on by URL.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

export async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      const reply = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (reply.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export function startLogged(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): { process: ChildProcess; log: string[] } {
  const log: string[] = [];
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => log.push(...chunk.split('\n').filter(Boolean)));
  }
  child.on('exit', (code) => log.push(`[${name}] exited ${code}`));
  return { process: child, log };
}

/** What `npm start` on the embedded database in `dataDir` gets: two server processes, plain HTTP, no outside backend. */
export function embeddedStartEnv(port: number, dataDir: string, listenHost?: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, WEB_CONCURRENCY: '2', SESSION_COOKIE_SECURE: 'false' };
  delete env.DATABASE_URL;
  delete env.API_BASE_URL;
  if (listenHost) env.LISTEN_HOST = listenHost;
  else delete env.LISTEN_HOST;
  return env;
}

/** The exit code once `child` has ended (null when a signal ended it). */
export function exited(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Every process under `root` (Linux /proc), `root` excluded. */
export function descendants(root: number): number[] {
  const pids = [root];
  for (let i = 0; i < pids.length; i++) {
    try {
      const children = readFileSync(`/proc/${pids[i]}/task/${pids[i]}/children`, 'utf8').trim();
      if (children) pids.push(...children.split(/\s+/).map(Number));
    } catch {
      // ended meanwhile
    }
  }
  return pids.slice(1);
}
