// The one place the BFF reaches into backend/: the built-in /api/v2 served in this process.
// Used by lib/api-client.ts (no socket) and by app/api/v2 (HTTP clients: apps, PDAs, lockers).
import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { cache } from 'react';
import type { BackendBindings } from '@/backend/middleware/auth';

export type BackendFetch = (request: Request) => Promise<Response>;

/** The built-in backend runs unless the BFF is pointed at an external /api/v2 (API_BASE_URL). */
export function builtInBackendEnabled(): boolean {
  return !process.env.API_BASE_URL;
}

/** Opens (migrates, seeds) the built-in backend once per process. Not part of a call's deadline: a cold start
 * on a busy machine can take longer than a call may, and the first visitor should not get an error for it. */
export async function builtInBackendReady(): Promise<void> {
  if (!builtInBackendEnabled()) return;
  const { getBackend } = await import('@/backend/runtime');
  await getBackend();
}

/** A request from an HTTP client (app/api/v2): resolved on its own. */
export async function inProcessFetch(request: Request, bindings?: BackendBindings): Promise<Response> {
  const { getBackend } = await import('@/backend/runtime');
  const backend = await getBackend();
  return backend.fetch(request, bindings);
}

type SessionMemo = NonNullable<BackendBindings['sessionMemo']>;

/** One memo per server render (React's request scope; outside one, a fresh memo per call): a page's reads
 * resolve the signed-in session once instead of once per call. */
const renderSessionMemo = cache((): SessionMemo => new Map());

const scopedSessionMemo = new AsyncLocalStorage<SessionMemo>();

/** Route handlers have no render scope: calls made through the returned runner share one session memo, e.g.
 * the pages of an export (one request that reads for seconds, as a long render would). */
export function sharedSessionScope(): <T>(calls: () => Promise<T>) => Promise<T> {
  const memo: SessionMemo = new Map();
  return (calls) => scopedSessionMemo.run(memo, calls);
}

/** A call of lib/api-client on behalf of the visitor at `clientAddress` (lib/security/visitor-address.ts). Reads
 * share the render's session; a write may change it (sign-out, permissions), so it forgets the memo and what the
 * render reads after it resolves the session again. */
export function inProcessCall(request: Request, clientAddress: string | null): Promise<Response> {
  const sessionMemo = scopedSessionMemo.getStore() ?? renderSessionMemo();
  if (request.method !== 'GET') sessionMemo.clear();
  // The BFF's own calls are the back-office's sign-in channel (backend/modules/auth/sign-in-channel.ts).
  return inProcessFetch(request, request.method === 'GET' ? { sessionMemo, clientAddress, channel: 'web' } : { clientAddress, channel: 'web' });
}
