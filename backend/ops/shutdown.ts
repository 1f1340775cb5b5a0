// Set when the process is told to stop: /readyz answers 503 from then on, so a load balancer stops sending new
// requests while Next finishes the ones in flight. Kept on globalThis because Next bundles route handlers and
// the backend separately (backend/runtime-handle.ts).
const key = Symbol.for('locker-backoffice.shutting-down');
const watchingKey = Symbol.for('locker-backoffice.watching-for-shutdown');
type Holder = { [key]?: boolean; [watchingKey]?: boolean };

export function shuttingDown(): boolean {
  return (globalThis as Holder)[key] === true;
}

export function markShuttingDown(): void {
  (globalThis as Holder)[key] = true;
}

/** Marks the process on SIGTERM/SIGINT; other listeners (Next's own graceful stop) still run. */
export function watchForShutdown(): void {
  const holder = globalThis as Holder;
  if (holder[watchingKey]) return;
  holder[watchingKey] = true;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, markShuttingDown);
}
