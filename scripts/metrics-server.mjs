// The Prometheus endpoint (docs/operations.md, "Metrics"): GET /metrics on its own port (METRICS_PORT), bound to
// 127.0.0.1 unless METRICS_HOST says otherwise, so it is never on the public path; with METRICS_TOKEN set it also
// wants `Authorization: Bearer <token>`. A lone `next start` serves its own (instrumentation.ts); under `npm start`
// the cluster's primary serves the sum of its server processes' (scripts/serve.mjs).
import { timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

/**
 * @param {{ port: number; host?: string; token?: string; metrics: () => Promise<string>; contentType: string }} options
 * @returns {Promise<import('node:http').Server>}
 */
export function startMetricsServer({ port, host = '127.0.0.1', token, metrics, contentType }) {
  const expected = token ? Buffer.from(`Bearer ${token}`) : undefined;
  const server = createServer(async (request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') return end(response, 404, 'Not Found');
    const given = Buffer.from(request.headers.authorization ?? '');
    if (expected && (given.length !== expected.length || !timingSafeEqual(given, expected))) return end(response, 401, 'Unauthorized');
    let text;
    try {
      text = await metrics();
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', msg: 'metrics', error: error instanceof Error ? error.message : String(error) }));
      return end(response, 500, 'Metrics unavailable');
    }
    response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(text);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/** @param {import('node:http').ServerResponse} response @param {number} status @param {string} text */
function end(response, status, text) {
  response.writeHead(status, { 'content-type': 'text/plain' }).end(text);
}

/** METRICS_PORT as a port number, or undefined when unset or not a port. */
export function metricsPort() {
  const port = Number.parseInt(process.env.METRICS_PORT ?? '', 10);
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : undefined;
}
