// Child processes of the system tests: started with their output kept (tests read the logs), waited on by URL.
import { spawn, type ChildProcess } from 'node:child_process';

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
