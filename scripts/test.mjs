// npm test: every suite, in order, stopping at the first failure.
// API and security tests run on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it). Unit and API
// tests run again on the active Node LTS, 26 (production's runtime; fetched once into node_modules/.cache). System tests
// (tests/instances) start their own processes: backend faults, and two app instances behind nginx (PostgreSQL only).
// The security suite (tests/security, tests/e2e/security) writes docs/security.md at the end.
import { spawnSync } from 'node:child_process';
import { ensureLtsNode, ltsMajor } from './lts-node.mjs';

const { TEST_DATABASE_URL, ...envWithoutPg } = process.env;
const vitest = 'node_modules/vitest/vitest.mjs';

const steps = [
  ['Chromium and nginx (Debian)', 'node', ['scripts/ensure-system-packages.mjs']],
  ['Lint', 'npm', ['run', 'lint']],
  ['Types', 'npm', ['run', 'typecheck']],
  ['Unit tests', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['API tests on PGlite', 'npx', ['vitest', 'run', '--project', 'api'], envWithoutPg],
  ...(TEST_DATABASE_URL
    ? [['API tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'api'], { ...process.env, TEST_DATABASE_URL }]]
    : []),
  [`Unit tests on Node ${ltsMajor}`, ensureLtsNode, [vitest, 'run', '--project', 'unit']],
  // Production's pairing: the LTS Node with PostgreSQL when there is one, else the embedded database.
  [`API tests on Node ${ltsMajor} (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, ensureLtsNode, [vitest, 'run', '--project', 'api']],
  ['Build', 'npx', ['next', 'build']],
  // The attack suite's API half (access matrix, fuzzing of /api/v2 and of the server actions through `next start`,
  // upload attacks, sessions, mass assignment), on PGlite and again on PostgreSQL; its browser half runs with the
  // browser tests, and the report turns both into docs/security.md.
  ['Security tests (API) on PGlite', 'npx', ['vitest', 'run', '--project', 'security'], envWithoutPg],
  ...(TEST_DATABASE_URL
    ? [['Security tests (API) on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'security'], { ...process.env, TEST_DATABASE_URL }]]
    : []),
  ['Browser tests (Chromium)', 'npx', ['playwright', 'test']],
  // Backend faults always; several instances behind nginx only with PostgreSQL (the spec skips itself otherwise).
  ['Backend faults and several instances', 'npx', ['playwright', 'test', '-c', 'playwright.instances.config.ts']],
  ['Security report', 'node', ['scripts/security-report.mjs']],
];

for (const [title, command, args, env = process.env] of steps) {
  console.log(`\n━━ ${title} ━━`);
  const started = Date.now();
  const result = spawnSync(typeof command === 'function' ? command() : command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${title} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
console.log('\nAll suites passed.');
