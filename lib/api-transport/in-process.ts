// The one place the BFF reaches into backend/: the built-in /api/v2 served in this process.
// Used by lib/api-client.ts (no socket) and by app/api/v2 (HTTP clients: apps, PDAs, lockers).
import 'server-only';

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

export async function inProcessFetch(request: Request): Promise<Response> {
  const { getBackend } = await import('@/backend/runtime');
  const backend = await getBackend();
  return backend.fetch(request);
}
