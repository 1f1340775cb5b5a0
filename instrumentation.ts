// Runs once when the server starts: marks every request with its socket's address (lib/security/socket-address.ts),
// the request log, what every reply passes through (lib/http/response-pipeline.ts) and the shutdown flag (/readyz),
// then opens the built-in backend's database (migrate, seed demo data when empty) before the first request, so the
// first visitor does not wait for it.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { capConsoleLines } = await import('./common/log-lines');
  capConsoleLines();
  const { stampSocketAddresses } = await import('./lib/security/socket-address');
  stampSocketAddresses();
  const { installHttpRequestLog } = await import('./backend/ops/http-request-log');
  installHttpRequestLog();
  const { installResponsePipeline } = await import('./lib/http/response-pipeline');
  installResponsePipeline();
  const { watchForShutdown } = await import('./backend/ops/shutdown');
  watchForShutdown();
  await serveOwnMetrics();
  const { builtInBackendEnabled, inProcessFetch } = await import('./lib/api-transport/in-process');
  if (!builtInBackendEnabled()) return;
  // Any request opens the backend; /status is cheap and answers 401 without a token.
  await inProcessFetch(new Request('http://backend.internal/api/v2/status'));
}

/**
 * METRICS_PORT: a lone `next start` serves its own metrics; under `npm start` each server process answers the
 * cluster's primary, which serves their sum (scripts/serve.mjs).
 */
async function serveOwnMetrics() {
  const cluster = await import('node:cluster');
  const { metricsPort, startMetricsServer } = await import('./scripts/metrics-server.mjs');
  const port = metricsPort();
  if (!port) return;
  const { answerClusterPrimary, metricsRegistry } = await import('./backend/ops/metrics');
  if (cluster.default.isWorker) return answerClusterPrimary();
  const registry = metricsRegistry();
  await startMetricsServer({ port, host: process.env.METRICS_HOST, token: process.env.METRICS_TOKEN, metrics: () => registry.metrics(), contentType: registry.contentType });
}

/** An error thrown while rendering: its digest (what the error page shows) goes into the request's log line. */
export async function onRequestError(error: unknown) {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { currentRequest } = await import('./backend/ops/request-context');
  const context = currentRequest();
  const digest = typeof error === 'object' && error !== null && 'digest' in error ? error.digest : undefined;
  // An API error's digest holds its message (lib/api-error-digest.ts); its reference is the request id already logged.
  if (context && typeof digest === 'string' && !digest.startsWith('API_ERROR;')) context.errorDigest ??= digest;
}
