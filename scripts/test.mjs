// npm test: every suite, in order, stopping at the first failure.
// API tests run on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
import { spawnSync } from 'node:child_process';

const { TEST_DATABASE_URL, ...envWithoutPg } = process.env;

const steps = [
  ['Chromium (Debian)', 'node', ['scripts/ensure-chromium.mjs']],
  ['Lint', 'npm', ['run', 'lint']],
  ['Types', 'npm', ['run', 'typecheck']],
  ['Unit tests', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['API tests on PGlite', 'npx', ['vitest', 'run', '--project', 'api'], envWithoutPg],
  ...(TEST_DATABASE_URL
    ? [['API tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'api'], { ...process.env, TEST_DATABASE_URL }]]
    : []),
  // The attack suite's API half (access matrix, fuzzing, sessions, mass assignment); its browser half runs with
  // the browser tests, and the report turns both into docs/security.md.
  ['Security tests (API)', 'npx', ['vitest', 'run', '--project', 'security'], envWithoutPg],
  ['Build', 'npx', ['next', 'build']],
  ['Browser tests (Chromium)', 'npx', ['playwright', 'test']],
  ['Security report', 'node', ['scripts/security-report.mjs']],
];

for (const [title, command, args, env = process.env] of steps) {
  console.log(`\n━━ ${title} ━━`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${title} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
console.log('\nAll suites passed.');
