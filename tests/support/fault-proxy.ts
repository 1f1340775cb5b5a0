// A controllable HTTP proxy in front of a real /api/v2 for fault tests: passes requests through, or delays
// them, answers 503, or drops the connection; it records what it saw so tests can count attempts.
import http from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';

export type FaultMode = { kind: 'pass' } | { kind: 'delay'; ms: number } | { kind: 'status'; status: number } | { kind: 'drop' } | { kind: 'lose-reply' };

export interface FaultProxy {
  /** http://127.0.0.1:port (no path): what API_BASE_URL gets. */
  origin: string;
  seen: { method: string; path: string }[];
  /** `only`: the fault hits matching paths only (others pass). `times`: that many requests, then pass. */
  set(mode: FaultMode, options?: { times?: number; only?: RegExp }): void;
  close(): Promise<void>;
}

export async function startFaultProxy(target: string, port = 0): Promise<FaultProxy> {
  const targetUrl = new URL(target);
  let mode: FaultMode = { kind: 'pass' };
  /** Faults left before passing again (Infinity: until changed). */
  let left = Infinity;
  let only: RegExp | undefined;
  const seen: FaultProxy['seen'] = [];
  const timers = new Set<NodeJS.Timeout>();

  /** `loseReply`: the backend does the work, the caller never hears back (a timeout after the commit). */
  const forward = (req: http.IncomingMessage, res: http.ServerResponse, loseReply = false) => {
    const upstream = http.request(
      { hostname: targetUrl.hostname, port: targetUrl.port, path: req.url, method: req.method, headers: { ...req.headers, host: targetUrl.host } },
      (reply) => {
        if (loseReply) {
          reply.resume();
          return res.socket?.destroy();
        }
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  };

  const server = http.createServer((req, res) => {
    seen.push({ method: req.method ?? 'GET', path: req.url ?? '' });
    const fault = left > 0 && (!only || only.test(req.url ?? '')) ? mode : ({ kind: 'pass' } as const);
    if (fault.kind !== 'pass') left--;
    if (fault.kind === 'drop') return req.socket.destroy();
    if (fault.kind === 'lose-reply') return forward(req, res, true);
    if (fault.kind === 'status') {
      res.writeHead(fault.status, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ message: 'Servicio no disponible, intente nuevamente en unos instantes.' }));
    }
    if (fault.kind === 'delay') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) forward(req, res);
      }, fault.ms);
      timers.add(timer);
      return;
    }
    forward(req, res);
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    set(next, options = {}) {
      mode = next;
      left = options.times ?? Infinity;
      only = options.only;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
