// The runtime the server runs on: the active Node LTS (26), production's runtime. The machines' Node 20 is past its
// end of life, and each newer major spends less CPU on a render (decision 0003; the measurements are in
// docs/performance.md). On an older Node the registry's Node 26 is fetched once into node_modules/.cache
// (scripts/lts-node.mjs, as the tests do); if that fails the server runs on the current Node and says so.
// SERVER_NODE names another binary to serve on.
// CLI, for tests that start a server themselves: `node scripts/server-runtime.mjs` prints the binary.
import { fileURLToPath } from 'node:url';
import { ensureLtsNode, ltsMajor } from './lts-node.mjs';

/**
 * V8 flags for every server process: 16 MB semi-spaces. Each page allocates a few MB and ten renders in flight keep
 * much of it alive; with a smaller young generation those objects are promoted and collected again by the old
 * generation, which costs CPU on every render. Node's default (32 MB) saves no more CPU and takes the 100,000-row
 * export past its 250 MB memory budget. Measured in docs/performance.md ("larger semi-spaces").
 */
export const serverExecArgv = ['--max-semi-space-size=16'];

export const nextBin = 'node_modules/next/dist/bin/next';

/**
 * Idle keep-alive connections are kept 65 s, past the 60 s idle timeout of common load balancers: with Node's 5 s
 * a proxy (or any client) could reuse a connection at the moment the server closes it, and get a reset (a 502
 * behind a load balancer; a browser test met it once).
 */
export const nextStartArgs = (port, host = process.env.LISTEN_HOST) => [
  'start',
  '-p',
  String(port),
  '--keepAliveTimeout',
  '65000',
  // LISTEN_HOST: the address to listen on; unset, every interface (what a container needs).
  ...(host ? ['-H', host] : []),
];

export function serverNode() {
  if (process.env.SERVER_NODE) return process.env.SERVER_NODE;
  if (Number(process.versions.node.split('.')[0]) >= ltsMajor) return process.execPath;
  try {
    return ensureLtsNode();
  } catch (error) {
    console.warn(`Node ${ltsMajor} LTS is not available (${error.message}); serving on Node ${process.versions.node}.`);
    return process.execPath;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(serverNode());
}
