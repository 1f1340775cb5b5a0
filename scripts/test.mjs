// npm test: every suite; npm run test:quick (--quick): lint, types, unit tests and the API tests on the embedded
// database, the feedback to wait for before a commit. Steps run by scripts/step-runner.mjs: independent ones side
// by side (the build and the browser tests beside lint, types, unit and API tests), each line prefixed with its step,
// each step timed, a summary at the end; the first failure stops the run.
//
// Each suite runs once, except the API tests, which run on both databases: on PGlite with the machine's Node, and on
// PostgreSQL (TEST_DATABASE_URL, as CI sets it; PGlite again without it) on the active Node LTS, 26, production's
// pairing and runtime (scripts/lts-node.mjs; the browser tests' servers run on it too). The security suite's API half
// runs on PostgreSQL when there is one (else PGlite), its browser half with the browser tests, and its report goes to
// reports/security.md (ignored by git). System tests (tests/instances) start their own processes: backend faults, npm
// start on the embedded database, and two app instances behind nginx (PostgreSQL only). The browser tests run on
// the embedded database, and some of them again on PostgreSQL when there is one (playwright.config.ts).
import { ensureLtsNode, ltsMajor } from './lts-node.mjs';
import { runStages } from './step-runner.mjs';

const quick = process.argv.includes('--quick');
const { TEST_DATABASE_URL, ...envWithoutPg } = process.env;
const vitest = 'node_modules/vitest/vitest.mjs';
const secondDatabase = TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

const step = (title, command, args, env) => ({ title, command, args, env });
const lint = step('Lint', 'npx', ['eslint', '.']);
const types = step('Types', 'npx', ['tsc', '--noEmit']);
const unit = step('Unit tests', 'node', [vitest, 'run', '--project', 'unit']);
const apiOnPglite = step('API tests on PGlite', 'node', [vitest, 'run', '--project', 'api*'], envWithoutPg);

const apiOnSecond = step(`API tests on ${secondDatabase}, Node ${ltsMajor}`, ensureLtsNode, [vitest, 'run', '--project', 'api*']);

// Two lanes, one per core: the build and the browser tests (one Playwright worker), beside lint, types, unit and API
// tests (one vitest worker). The system tests go to whichever lane is free first. Both cores stay busy to the end
// (docs/decisions/0106).
// The build skips its own type check: the Types step checks the same files (next.config.mjs).
const build = step('Build', 'npx', ['next', 'build'], { ...process.env, BUILD_WITHOUT_TYPE_CHECK: '1' });
// Quick: the API tests in two halves (vitest --shard), one after lint and types, one after the unit tests, so both
// cores stay busy until the end.
const apiHalf = (half) => step(`API tests on PGlite (${half}/2)`, 'node', [vitest, 'run', '--project', 'api*', `--shard=${half}/2`], envWithoutPg);
const stages = quick
  ? [
      [[step('Route types', 'npx', ['next', 'typegen'])]],
      [[lint, types, apiHalf(2)], [unit, apiHalf(1)]],
    ]
  : [
      [[step('Chromium and nginx (Debian)', 'node', ['scripts/ensure-system-packages.mjs']), step('Route types', 'npx', ['next', 'typegen'])]],
      {
        lanes: [
          [build, step('Browser tests (Chromium)', 'npx', ['playwright', 'test'])],
          [lint, types, unit, apiOnPglite, apiOnSecond, step(`Security tests (API) on ${secondDatabase}`, 'node', [vitest, 'run', '--project', 'security'])],
        ],
        shared: [{ ...step('Backend faults and several instances', 'npx', ['playwright', 'test', '-c', 'playwright.instances.config.ts']), needs: build.title }],
      },
      [[step('Security report', 'node', ['scripts/security-report.mjs'])]],
    ];

process.exit(await runStages(stages));
