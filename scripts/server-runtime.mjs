// The runtime the server runs on: Node 24 LTS, production's runtime. The machines' Node 20 is past its end of
// life, and measured here it spends a third to a half more CPU on each render (README, Performance). On an older
// Node the registry's Node 24 is fetched once into node_modules/.cache (scripts/node24.mjs, as the tests do);
// if that fails the server runs on the current Node and says so. SERVER_NODE names another binary to serve on.
// CLI, for tests that start a server themselves: `node scripts/server-runtime.mjs` prints the binary.
import { fileURLToPath } from 'node:url';
import { ensureNode24 } from './node24.mjs';

/**
 * V8 flags for every server process. Node 24 gives the young generation more room than Node 20 did: the
 * 100,000-row export peaked at 328 MB RSS with its default, 235–247 MB with 16 MB semi-spaces and 223–225 MB with
 * 8 MB (the budget is 250 MB), with no difference in CPU per row or per page that this machine's noise shows.
 */
export const serverExecArgv = ['--max-semi-space-size=8'];

export const nextBin = 'node_modules/next/dist/bin/next';

/**
 * Idle keep-alive connections are kept 65 s, past the 60 s idle timeout of common load balancers: with Node's 5 s
 * a proxy (or any client) could reuse a connection at the moment the server closes it, and get a reset (a 502
 * behind a load balancer; a browser test met it once).
 */
export const nextStartArgs = (port) => ['start', '-p', String(port), '--keepAliveTimeout', '65000'];

export function serverNode() {
  if (process.env.SERVER_NODE) return process.env.SERVER_NODE;
  if (Number(process.versions.node.split('.')[0]) >= 24) return process.execPath;
  try {
    return ensureNode24();
  } catch (error) {
    console.warn(`Node 24 LTS is not available (${error.message}); serving on Node ${process.versions.node}.`);
    return process.execPath;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(serverNode());
}
