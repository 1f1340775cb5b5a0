// Writes reports/security.md (ignored by git) from the figures the security suite saved under .data/security-figures/
// (npm run test:security runs it last; npm test too). Every number in that report comes from the latest run; the
// security model itself is described in docs/security.md.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hardeningFindings, testPresent } from './security-findings.mjs';

const dir = '.data/security-figures';
const read = (name) => (existsSync(`${dir}/${name}.json`) ? JSON.parse(readFileSync(`${dir}/${name}.json`, 'utf8')) : null);
const n = (value) => (typeof value === 'number' ? value.toLocaleString('en-US') : String(value ?? '—'));
const missing = '_Not measured in the latest run._';

const api = read('api-access-matrix');
const pages = read('page-matrix');
const fuzz = read('api-fuzz');
const sessions = read('sessions');
const mass = read('mass-assignment');
const bypass = read('bypass');
const actions = read('action-fuzz');
const uploads = read('uploads');
const xssForms = read('xss-forms');
// The API half's second run, on PostgreSQL (npm test with TEST_DATABASE_URL).
const onPostgres = Object.fromEntries(
  ['api-access-matrix', 'api-fuzz', 'action-fuzz', 'uploads', 'sessions', 'mass-assignment'].map((name) => [name, read(`${name}.postgres`)]),
);
const sets = [api, pages, fuzz, sessions, mass, bypass, actions, uploads, xssForms];

function apiTable() {
  if (!api) return missing;
  const actors = ['anonymous', 'resident', 'deliveryMan', 'operator', 'admin'];
  const byRoute = new Map();
  for (const cell of api.table) {
    const row = byRoute.get(cell.route) ?? {};
    row[`${cell.actor}/${cell.tenant}`] = `${cell.status}${cell.expected === 'allowed' ? '' : ''}`;
    byRoute.set(cell.route, row);
  }
  const columns = [...actors.map((a) => `${a}/own`), ...actors.slice(1).map((a) => `${a}/other`)];
  const header = `| Route | ${columns.map((c) => c.replace('/own', '').replace('/other', ' → other tenant')).join(' | ')} |`;
  const rule = `|---|${columns.map(() => '---').join('|')}|`;
  const rows = [...byRoute].map(([route, row]) => `| \`${route}\` | ${columns.map((c) => row[c] ?? '').join(' | ')} |`);
  return [header, rule, ...rows].join('\n');
}

function pageTable() {
  if (!pages) return missing;
  const actors = ['anonymous', 'resident', 'deliveryMan', 'operator', 'admin'];
  const byScreen = new Map();
  for (const cell of pages.table) {
    const row = byScreen.get(cell.screen) ?? {};
    row[`${cell.actor}/${cell.tenant}`] = cell.outcome;
    byScreen.set(cell.screen, row);
  }
  const columns = [...actors.map((a) => `${a}/own`), ...actors.slice(1).map((a) => `${a}/other`)];
  const header = `| Screen | ${columns.map((c) => c.replace('/own', '').replace('/other', ' → other tenant')).join(' | ')} |`;
  const rule = `|---|${columns.map(() => '---').join('|')}|`;
  const rows = [...byScreen].map(([screen, row]) => `| \`${screen}\` | ${columns.map((c) => row[c] ?? '').join(' | ')} |`);
  return [header, rule, ...rows].join('\n');
}

const totalInputs = (fuzz?.inputs ?? 0) + (actions?.inputs ?? 0);

function uploadTable() {
  if (!uploads) return missing;
  const memory = (r) => (r.peakGrowthMegabytes === null || r.peakGrowthMegabytes === undefined ? 'not measured¹' : `+${r.peakGrowthMegabytes} MB`);
  const rows = uploads.results.map((r) => `| ${r.endpoint} | ${r.attack} | ${r.status} | ${n(r.ms)} ms | ${memory(r)} | ${r.message.replace(/\|/g, '\\|')} |`);
  return [
    'Memory: the app server\'s resident memory at its peak during the attack, over its memory before the first attack (so it accumulates what the garbage collector has not returned yet). ¹ `/api/v2` is served here by the suite\'s backend inside the test process, whose memory cannot be told from the sender\'s; those bodies are cut off by the body limit while streaming.',
    '',
    '| Endpoint | Attack | Status | Time | Memory | Message shown |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

function postgresLines() {
  const ran = Object.entries(onPostgres).filter(([, figures]) => figures);
  if (ran.length === 0) return '_The API half has not run on PostgreSQL in the latest run (set `TEST_DATABASE_URL`)._';
  const pg = onPostgres;
  return [
    `The API half ran a second time on PostgreSQL (${ran.map(([name]) => name).join(', ')}), with the same checks:`,
    '',
    `- API matrix: ${n(pg['api-access-matrix']?.cells)} cells, ${n(pg['api-access-matrix']?.refusedWritesFingerprinted)} refused writes fingerprinted.`,
    `- Bad inputs: ${n(pg['api-fuzz']?.inputs)} to \`/api/v2\` and ${n(pg['action-fuzz']?.inputs)} to the server actions; replies 5xx: ${n((pg['api-fuzz']?.fiveHundreds ?? 0) + (pg['action-fuzz']?.fiveHundreds ?? 0))}.`,
    `- Upload attacks: ${n(pg.uploads?.attacks)}, server memory +${pg.uploads?.memory?.growthMegabytes ?? '—'} MB at the peak.`,
  ].join('\n');
}
function findingsTable() {
  const rows = hardeningFindings.map(({ item, finding, tests }) => {
    const named = tests.map((t) => `\`${t.file}\` "${t.name}"${testPresent(t) ? '' : ' **(not found: renamed or removed)**'}`).join('<br>');
    return `| ${item} | ${finding.replace(/\|/g, '\\|')} | ${named} |`;
  });
  return ['| # | Finding | Test (failed before the fix, passes now) |', '|---|---|---|', ...rows].join('\n');
}

const doc = `# Security

Generated by the security suite (\`npm run test:security\`, also part of \`npm test\`) from its latest run; do not
edit by hand. Figures: ${sets.filter(Boolean).map((f) => f.measuredAt?.slice(0, 10)).filter(Boolean).sort().at(-1) ?? 'none yet'} (PGlite; PostgreSQL below).

## Figures

| What | Figure |
|---|---|
| \`/api/v2\` routes (listed from the Hono app) | ${n(api?.routes)} |
| API matrix cells (route × role × own/other tenant × no token) | ${n(api?.cells)}, of which ${n(api?.refused)} refusals |
| Refused API writes proven to change nothing (whole-database fingerprint) | ${n(api?.refusedWritesFingerprinted)} |
| Pages and route handlers (listed from \`app/\`) | ${n(pages?.screens)} |
| Page matrix cells per run × runs (with and without \`proxy.ts\`, identical) | ${n(pages?.cellsPerRun)} × ${n(pages?.runs)} |
| Proxy bypass attempts without a session (tricks × protected pages), none leaking | ${n(bypass?.attempts)} |
| Bad inputs in all (fast-check) | ${n(totalInputs)}: ${n(fuzz?.inputs)} to \`/api/v2\` and ${n(actions?.inputs)} to the server actions |
| Bad inputs sent to \`/api/v2\` | ${n(fuzz?.inputs)}: ${n(fuzz?.bodies)} bodies, ${n(fuzz?.queries)} queries, ${n(fuzz?.pathParameters)} path parameters, over ${n(fuzz?.schemas)} schemas |
| Bad inputs sent to the server actions through \`next start\` (as the browser sends them) | ${n(actions?.inputs)}, over ${n(actions?.fuzzed)} of ${n(actions?.actions)} actions (the other ${actions ? actions.withoutInput.length : '—'} take no input) |
| Replies 5xx among them | ${n((fuzz?.fiveHundreds ?? 0) + (actions?.fiveHundreds ?? 0))} |
| \`/api/v2\` reply statuses (431: Node refusing an oversized URL before our code) | ${fuzz ? Object.entries(fuzz.statuses).map(([s, c]) => `${s}: ${n(c)}`).join(', ') : '—'} |
| Server action reply statuses (200 carries the refusal \`{ok: false, message}\`) | ${actions ? Object.entries(actions.statuses).map(([s, c]) => `${s}: ${n(c)}`).join(', ') : '—'} |
| Upload attacks through the server, each refused with its message, nothing created | ${n(uploads?.attacks)} on ${n(uploads?.endpoints)} endpoints, slowest ${n(uploads?.slowestMs)} ms |
| App server memory during the upload attacks | ${uploads ? `${uploads.memory.baselineMegabytes} MB before, ${uploads.memory.peakMegabytes} MB at the peak: +${uploads.memory.growthMegabytes} MB (bound ${uploads.memory.boundMegabytes} MB)` : '—'} |
| XSS payloads typed through the forms (Chromium) | ${xssForms ? `${n(xssForms.fields)} fields, checked on ${n(xssForms.screens.length)} screens` : '—'}: no dialog, no injected element, no CSP report |
| Mass-assignment attempts (privileged fields smuggled into creates and updates) | ${n(mass?.attempts)}, fields: ${mass ? mass.fields.map((f) => `\`${f}\``).join(', ') : '—'} |
| Login rate limit | ${sessions?.perAccountLimit ?? '—'} per account (attempt ${n(sessions?.rateLimitedAttempt)} gets 429); ${sessions?.perAddressLimit ?? '—'} |
| Concurrent guesses checked against the password | ${sessions?.concurrentGuesses ? `${n(sessions.concurrentGuesses.checkedAgainstPassword)} of ${n(sessions.concurrentGuesses.sent)} sent at once` : '—'} |
| Session timeouts (backend token) | idle ${sessions?.idleTimeout ?? '—'}, absolute ${sessions?.absoluteTimeout ?? '—'} |

## Hardening, second round (issue #35)

Each finding of the attack and fault pass, and the test that checks its fix (run by \`npm test\`; docs/security.md
says more).

${findingsTable()}

## What the suite checks

- **Access control, API** (\`tests/security/api-access-matrix.test.ts\`): every route of \`createApp()\`'s route list × tenant A's
  administrator, operator, delivery man and resident on their own tenant's records and on tenant B's, and without a token.
  Expected statuses come from \`tests/security/api-access-expectations.ts\`; refusals must be the exact status (401, 403, 404)
  with a message; every refused write is followed by a fingerprint (md5 of every table's rows) equal to the one before;
  every reply carries \`Cache-Control: private, no-store\`, \`nosniff\`, HSTS, \`Referrer-Policy\` and a deny-all CSP.
- **Access control, BFF** (\`tests/e2e/security/pages.spec.ts\`): every \`page.tsx\` and \`route.ts\` × the same roles, with a
  session cookie sealed with the server's secret; then the same matrix on a second server whose \`proxy.ts\` is a
  pass-through (\`SECURITY_TEST_DISABLE_PROXY=1\`): the outcomes must be identical, and refused cells must not contain the
  tenant's data. The switch is read only by \`proxy.ts\`, and \`npm start\` refuses to start with it set, so a deployment started
  the documented way cannot have it; even if set, it only removes redirects, which is what the test proves harmless.
- **Forged requests** (\`tests/e2e/security/actions.spec.ts\`): a server action recorded as the administrator (enable a locker)
  replayed as the delivery man and as the other tenant's administrator changes nothing; the same action with a foreign
  \`Origin\` is refused; a cross-site \`text/plain\` POST to every mutating route handler gets 403
  (\`lib/security/same-origin.ts\`); the proxy bypass tricks listed above show no tenant data.
- **Bad input** (\`tests/security/api-fuzz.test.ts\`): the schemas are discovered by watching which contract schema each route
  parses, so new routes are fuzzed without a change here. Each input is one the contract schema rejects (wrong types, huge
  and odd strings, unicode, nulls, negative and huge numbers, extra and privileged fields, prototype-pollution keys, deep
  nesting, malformed JSON); every reply must be a 4xx with a message, the database fingerprint unchanged, no prototype
  polluted, the server still up. Set \`SECURITY_FUZZ_INPUTS\` to send more.
- **Server actions** (\`tests/security/action-fuzz.test.ts\`): the production build (\`next start\`) in front of the suite's backend;
  every action of the build's manifest is called as the browser calls it (its id in \`Next-Action\`, arguments encoded by
  React's \`encodeReply\`, JSON or multipart with a FormData, the administrator's cookie) with hostile arguments
  (\`tests/security/support/action-inputs.ts\`: wrong types, huge strings, unicode, nulls, NaN and ±Infinity, negative and huge
  numbers, extra and privileged fields, \`__proto__\` keys; ids that are no ids or name the other tenant's record; forms with
  hostile fields or no form at all). Argument lists the action would carry out are never sent. Every reply must be a 4xx or
  a refusal the screen shows (\`{ok: false, message}\` or field errors), never a 500; the fingerprint is unchanged after each
  action; the server is up at the end. A new action fails the suite until its inputs are listed. Set
  \`SECURITY_ACTION_FUZZ_INPUTS\` to send more.
- **Uploads** (\`tests/security/upload-attacks.test.ts\`): the table below. Every endpoint that takes a file (the Excel import's
  preview and create, the transfer receipt and the article image as server actions and as \`/api/v2\` routes) gets a zip bomb
  disguised as .xlsx (about 500 KB inflating to 500 MB, with an honest and a lying size header), a sheet of 1,048,576 rows
  (8 MB zipped), renamed binaries and an 11 MB file, generated in memory; each must be refused within 10 s with its Spanish
  message (413 for size), the fingerprint unchanged, and the server's resident memory (\`/proc/<pid>\`, the kernel's
  high-water mark reset before each attack) must grow less than the bound.
- **Mass assignment** (\`tests/security/mass-assignment.test.ts\`), **sessions** (\`tests/security/sessions.test.ts\`: rate limit,
  idle and absolute timeouts, revocation on the next request), **headers and leaks** (\`tests/e2e/security/headers.spec.ts\`:
  CSP nonce on every script, no violation while using the app, common headers on pages, API, 404 and static files,
  \`/_next/image\` refusing remote URLs, no token or secret in RSC payloads, HTML or \`.next/static\`), **stored XSS**
  (\`tests/e2e/security/xss.spec.ts\`: script and attribute payloads in apartment, article, user and booking text fields render
  as text, nothing runs), **XSS typed through the forms** (\`tests/e2e/security/xss-forms.spec.ts\`, Chromium: the payloads typed
  into every free-text field of the apartment, resident, team user, article, booking, transfer receipt and registration forms
  show as text where they are displayed, with no dialog, no injected script, handler or image and no CSP report; the data
  request, the account's e-mail and a list filter refuse them and show them back inert), **the 500 page**
  (\`tests/instances/backend-faults.spec.ts\`: with every backend call failing, the 500 reply carries the nonced CSP on each
  script, HSTS, nosniff, Referrer-Policy and no-store, no stack trace, and the files it loads carry the headers too).
  Cookie attributes and secret rotation: \`tests/unit/session-config.test.ts\`.

## Adding a route

The matrices enumerate the routes themselves, so a new route fails the suite until its expectation is declared:

- **\`/api/v2\` route**: add \`'METHOD /path': { access, params }\` to \`tests/security/api-access-expectations.ts\` (the failure
  message prints the line to fill in). \`access\` is \`'public'\`, \`'signedIn'\`, \`'backOffice'\` or \`{ anyOf: [permissions] }\`;
  \`params\` names the record kind each path parameter points at (\`booking\`, \`apartment\`, \`article\`, \`location\`,
  \`teamUser\`, \`receipt\`, \`payment\`; add a kind to \`tests/security/support/world.ts\` for a new table) or a literal
  \`{ value }\`. Give \`body\` (a valid body) when validation would otherwise answer before the tenant check, or
  \`otherTenant: 422\` when that is intended. The fuzzer needs nothing: it finds the route's schema itself.
- **Page or route handler**: add \`'/pattern'\` (or \`'POST /pattern'\`) to \`tests/e2e/security/page-expectations.ts\` with its
  \`access\` (the permission of its menu item) and \`params\`. A POST route handler that uses the session cookie must call
  \`sameOrigin(request)\` (lib/security/same-origin.ts) and answer 403 when false; the forged-request spec tries every one.
- **Public pages** (registration, boarding pass, data request): \`access: 'public'\`, and add the path to \`publicPaths\` in
  \`proxy.ts\`.
- **Optimistic locking** (\`version\` fields): give the update's expectation a \`body\` with the current version if the
  route answers 412/422 before the tenant check.

## Upload attacks (latest run)

${uploadTable()}

## On PostgreSQL

${postgresLines()}

## API matrix (latest run)

Status per cell; "→ other tenant" columns act on tenant B's record of the same kind.

${apiTable()}

## Page matrix (latest run, identical with and without proxy.ts)

${pageTable()}

## Not covered

- Server action bodies that are not what React encodes (malformed JSON, broken references) are answered by Next's own
  decoder with a 500 that says nothing but a digest; no browser sends them, and the action never runs. The fuzzer sends
  what \`encodeReply\` produces.
- An oversized server action body without a Content-Length (chunked) is refused by Next's own 8 MB limit, with a 500;
  \`proxy.ts\` answers 413 when the length is declared, which every browser does.
- The business name typed at registration is shown only on a booking's printed receipt, which a new business has none of;
  the spec types it and checks the names shown in the user menu.
`;

mkdirSync('reports', { recursive: true });
writeFileSync('reports/security.md', doc);
const lost = hardeningFindings.flatMap((f) => f.tests).filter((t) => !testPresent(t));
if (lost.length) console.warn(`Hardening findings whose test is missing: ${lost.map((t) => `${t.file} "${t.name}"`).join('; ')}`);
console.log(`reports/security.md written (${sets.filter(Boolean).length} of ${sets.length} figure sets, ${Object.values(onPostgres).filter(Boolean).length} on PostgreSQL).`);
