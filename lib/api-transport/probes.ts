// Replies of GET /healthz and GET /readyz (docs/operations.md): unauthenticated, never cached, one word of body.
import 'server-only';
import { setTimeout as sleep } from 'node:timers/promises';
import { shuttingDown } from '@/backend/ops/shutdown';
import { startedBackend } from '@/backend/runtime-handle';
import { builtInBackendEnabled } from '@/lib/api-transport/in-process';

export function probeReply(ok: boolean): Response {
  return Response.json({ status: ok ? 'ok' : 'unavailable' }, { status: ok ? 200 : 503, headers: { 'cache-control': 'no-store' } });
}

/** A start that takes longer (migrating) answers "not ready" rather than keeping the probe waiting. */
const startWaitMs = 1_000;

/**
 * Ready: not stopping, and (with the built-in backend) it has started, its database answers and is fully
 * migrated. A backend still migrating is not ready yet; the probe never waits for it.
 */
export async function isReady(): Promise<boolean> {
  if (shuttingDown()) return false;
  if (!builtInBackendEnabled()) return true;
  const starting = startedBackend();
  if (!starting) return false;
  const backend = await Promise.race([starting.catch(() => undefined), sleep(startWaitMs, undefined, { ref: false })]);
  return backend ? backend.databaseReady() : false;
}
