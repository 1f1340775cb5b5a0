// npm start: build when no build exists, then serve on $PORT (default 3000) on the active Node LTS, 26 (scripts/serve.mjs,
// scripts/server-runtime.mjs): started by an older Node, it runs the server under Node 26 and passes signals on.
// The database is migrated (by the embedded database's host, or by the servers on PostgreSQL) and the servers seed
// demo data into an empty one.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { whenParentGone } from './parent-watch.mjs';
import { serverNode } from './server-runtime.mjs';

const next = 'node_modules/.bin/next';

// The security suite's switch that turns proxy.ts into a pass-through is for tests only (lib/security/headers.ts).
if (process.env.SECURITY_TEST_DISABLE_PROXY) {
  console.error('SECURITY_TEST_DISABLE_PROXY is a test-only setting; unset it to start the server.');
  process.exit(1);
}

if (!existsSync('.next/BUILD_ID')) {
  // The one long step of a first start: say so before next build's own output, which is quiet for minutes.
  console.log('No build found: building the app once with `next build` (a few minutes on two cores; its steps follow)…');
  const started = Date.now();
  const build = spawnSync(next, ['build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  console.log(`Build done in ${Math.round((Date.now() - started) / 1000)} s.`);
}

const runtime = serverNode();
if (runtime === process.execPath) {
  await import('./serve.mjs');
} else {
  const server = spawn(runtime, [fileURLToPath(new URL('./serve.mjs', import.meta.url))], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  whenParentGone(() => server.kill('SIGTERM'));
  server.on('error', (error) => {
    console.error(`Could not run the server on ${runtime}: ${error.message}`);
    process.exit(1);
  });
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
