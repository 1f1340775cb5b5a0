// Runs once when the server starts: marks every request with its socket's address (lib/security/socket-address.ts),
// then opens the built-in backend's database (migrate, seed demo data when empty) before the first request, so the
// first visitor does not wait for it.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { capConsoleLines } = await import('./common/log-lines');
  capConsoleLines();
  const { stampSocketAddresses } = await import('./lib/security/socket-address');
  stampSocketAddresses();
  const { builtInBackendEnabled, inProcessFetch } = await import('./lib/api-transport/in-process');
  if (!builtInBackendEnabled()) return;
  // Any request opens the backend; /status is cheap and answers 401 without a token.
  await inProcessFetch(new Request('http://backend.internal/api/v2/status'));
}
