// The findings of the second hardening round (issue #35), each with the test that failed before its fix and passes
// now: the generated security report lists them (scripts/security-report.mjs) and marks any whose test is no longer
// in its file. docs/security.md says the same in words; a new finding gets a line in both.
import { existsSync, readFileSync } from 'node:fs';

/** `name`: a phrase of the test's title, as written in the file. */
export const hardeningFindings = [
  { item: 1, finding: 'Per-client rate limits see the real client under `npm start`; invalid bodies spend nobody\'s allowance', tests: [
    { file: 'tests/security/client-address.test.ts', name: 'limits boarding-pass lookups on /api/v2 per client' },
    { file: 'tests/security/client-address.test.ts', name: 'refuses an invalid recovery body with 422 without spending the client' },
  ] },
  { item: 2, finding: 'No lockout by strangers: per-address limits, a per-account slow-down, never a lock', tests: [
    { file: 'tests/security/sessions.test.ts', name: 'never lets a stranger keep the owner out' },
    { file: 'tests/security/client-address.test.ts', name: 'never lets a stranger keep the owner out' },
  ] },
  { item: 3, finding: 'Password recovery answers known and unknown addresses in the same time', tests: [
    { file: 'tests/security/recovery-timing.test.ts', name: 'answers known and unknown addresses in the same time' },
  ] },
  { item: 4, finding: 'One bank transfer, however its number is written, is one receipt and one credit', tests: [
    { file: 'tests/api/receipts.test.ts', name: 'one transfer however it is written' },
  ] },
  { item: 5, finding: 'Concurrent identical uploads give one receipt', tests: [
    { file: 'tests/api/receipts.test.ts', name: '30 identical uploads at once give one receipt' },
  ] },
  { item: 6, finding: 'Redirects stay on the address the browser used, behind a proxy too', tests: [
    { file: 'tests/instances/several-instances.spec.ts', name: 'behind nginx under a public name, an expired session lands on sign-in at that name' },
  ] },
  { item: 7, finding: 'Amounts bounded by their columns (422, not 500); logs hold no bodies or parameters, every line capped', tests: [
    { file: 'tests/api/receipts.test.ts', name: 'an amount up to what its column holds is stored' },
    { file: 'tests/unit/log-lines.test.ts', name: 'every console line is capped' },
  ] },
  { item: 8, finding: 'A second `npm start` on one data folder is refused before it touches a file', tests: [
    { file: 'tests/instances/npm-start-lifecycle.spec.ts', name: 'two npm start on one data folder at once' },
  ] },
  { item: 9, finding: 'The embedded database syncs every commit to disk (fsync on)', tests: [
    { file: 'tests/api/embedded-durability.test.ts', name: 'has fsync on, and every commit is synced to the disk' },
  ] },
  { item: 10, finding: 'SIGTERM or SIGINT to `npm start` ends every process it started', tests: [
    { file: 'tests/instances/npm-start-lifecycle.spec.ts', name: 'to npm start ends every process it started and frees the port' },
  ] },
  { item: 11, finding: 'Kept pages follow every committed write of a tenant\'s data, and nothing else', tests: [
    { file: 'tests/api/render-version.test.ts', name: 'moves at once with a change written straight in SQL' },
    { file: 'tests/api/render-version.test.ts', name: 'stays for every tenant with an anonymous request that writes nothing of a tenant' },
    { file: 'tests/instances/several-instances.spec.ts', name: 'a list kept by A shows an article renamed straight in SQL' },
  ] },
  { item: 12, finding: '`login_failures` is pruned by the timed jobs', tests: [
    { file: 'tests/api/login-failures-prune.test.ts', name: 'the scheduler deletes failures older than the window' },
  ] },
  { item: 13, finding: 'One request\'s cost is bounded: 1,000 rows, a per-tenant gate, a statement timeout', tests: [
    { file: 'tests/api/bookings-unpaged.test.ts', name: 'answers at most 1,000 bookings and says so' },
    { file: 'tests/api/statement-timeout.test.ts', name: 'answers 503 with a message for a request whose statement waits past it' },
    { file: 'tests/api/statement-timeout.test.ts', name: 'does not cut a migration that runs longer than it' },
  ] },
  { item: 14, finding: '`/mail/outbox` refuses an unknown `sortBy` with 422', tests: [
    { file: 'tests/api/mail.test.ts', name: 'refuses an unknown sortBy with 422' },
  ] },
  { item: 15, finding: 'Demo accounts reachable from the network: a warning at start and a banner on every page', tests: [
    { file: 'tests/instances/embedded-start.spec.ts', name: 'serves signed-in pages from the shared embedded database' },
    { file: 'tests/instances/embedded-start.spec.ts', name: 'on loopback only, no demo warning' },
  ] },
];

/** Whether the named test is still in its file (a renamed or deleted test shows as missing in the report). */
export function testPresent({ file, name }) {
  return existsSync(file) && readFileSync(file, 'utf8').includes(name);
}
