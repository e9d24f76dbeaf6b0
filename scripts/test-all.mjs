// `npm test`: every check, stopping at the first failure; then each step's time, the slowest tests of
// each runner and the budgets (a step over its budget warns with its slowest tests; it does not fail).
//
//   npm test                      every check
//   npm test -- --changed [REF]   the inner loop: only what the change since REF (default: the last
//                                 commit, plus uncommitted and new files) touches — see docs/testing.md
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { preflight } from './preflight.mjs';
import { formatSlowest, slowest } from './slowest.mjs';

const started = Date.now();
const args = process.argv.slice(2);
const changedAt = args.indexOf('--changed');
const changed = changedAt >= 0;
const base = changed && args[changedAt + 1] && !args[changedAt + 1].startsWith('-') ? args[changedAt + 1] : 'HEAD';

/** Seconds; `.ci/run` passes its own start (CI_STARTED_AT, epoch seconds) so `npm ci` counts too. */
const BUDGETS = { unit: 120, journeys: 8 * 60, total: 15 * 60 };
const UNIT_REPORT = 'test-results/unit.json';
const JOURNEY_REPORT = 'test-results/journeys.json';

// What a change touches (only with --changed).
const git = (...gitArgs) => spawnSync('git', gitArgs, { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
const files = changed ? [...new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')])] : [];
const touches = (...prefixes) => !changed || files.some((file) => prefixes.some((p) => file.startsWith(p)));
const contractTouched = touches('openapi/', 'orval.config.ts', 'scripts/generate', 'scripts/bundle-openapi', 'scripts/contract-compat');
const lintable = files.filter((file) => /\.(ts|tsx|js|mjs)$/.test(file) && existsSync(file));
// The conformance kit (contract:verify) against the mock: when the contract, the mock or the kit changed.
// It sends the generated requests too, so the contract test leaves them out when the kit runs.
const kitTouched = contractTouched || touches('mocks/', 'scripts/contract-verify/', 'scripts/access-table');

/** [label, npm script or [command, ...args], run?] — the quick checks, two at a time (this machine has 2 cores). */
const quick = [
  // Longest first, so the two slots end together (Optic, ESLint and tsc take ~35 s each here).
  ['contract compatibility with its baseline (Optic)', 'contract:compat', contractTouched],
  ['code lint (ESLint)', changed ? ['npx', 'eslint', '--max-warnings=0', '--no-warn-ignored', ...lintable] : 'lint:code', !changed || lintable.length > 0],
  ['typecheck', 'typecheck', true],
  [
    'formatting (Prettier)',
    changed ? ['npx', 'prettier', '--check', '--ignore-unknown', ...files.filter((file) => existsSync(file))] : 'format:check',
    !changed || files.length > 0,
  ],
  ['contract lint (Spectral with OWASP, Redocly)', 'lint:openapi', contractTouched],
  ['generated code is fresh', 'generate:check', contractTouched || touches('src/generated/')],
];
/**
 * The test runners, one after another (each uses both cores): [label, script, run?, budget kind, environment]. The
 * contract test and the conformance kit run side by side (each waits on its own Prism and servers, on ports of its own).
 */
const SIDE_BY_SIDE = new Set(['contract test (Prism proxy)', 'conformance kit against the mock (contract:verify)']);
const runners = [
  [
    'unit and component tests',
    [
      'npx',
      'vitest',
      'run',
      ...(changed ? ['--changed', base, '--passWithNoTests'] : []),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${UNIT_REPORT}`,
    ],
    true,
    'unit',
  ],
  [
    'contract test (Prism proxy)',
    'test:contract',
    contractTouched || touches('mocks/', 'e2e/contract/'),
    undefined,
    kitTouched ? { CONTRACT_PROPERTY_IN_KIT: '1' } : {},
  ],
  ['conformance kit against the mock (contract:verify)', 'contract:verify', kitTouched],
  [
    'browser journeys (Playwright)',
    ['npm', 'run', '--silent', 'test:e2e', '--', ...(changed ? [`--only-changed=${base}`, '--pass-with-no-tests'] : [])],
    true,
    'journeys',
    // The pages-look journey photographs only what failed (people look with `npm run test:e2e`).
    { PAGES_LOOK_PHOTOS: 'failures' },
  ],
  // The deployment's nginx (deploy/nginx/start.sh) on the build the journeys served: every security and cache header
  // on a deep link, an asset, the callbacks, a missing file, a map and dotfiles; a bad environment stops the start.
  [
    'nginx deployment check (deploy:check)',
    // After every journey the build is the one they served; with --changed it may be older: built again.
    changed
      ? ['sh', '-c', 'npm run --silent build:mock >/dev/null && npm run --silent deploy:check -- dist-msw']
      : ['npm', 'run', '--silent', 'deploy:check', '--', 'dist-msw'],
    touches('deploy/', 'scripts/deploy/', 'vite.config.ts', 'index.html'),
  ],
];

const command = (script) => (typeof script === 'string' ? ['npm', 'run', '--silent', script] : script);

/** Runs one step; `buffer` keeps its output until it ends (steps side by side don't interleave). */
function run(label, script, { buffer = false, env = {} } = {}) {
  const [cmd, ...cmdArgs] = command(script);
  const stepStarted = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    let output = '';
    if (buffer) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    } else console.log(`\n=== ${label}: ${[cmd, ...cmdArgs].join(' ')}`);
    child.on('close', (code) => {
      if (buffer) process.stdout.write(`\n=== ${label}: ${[cmd, ...cmdArgs].join(' ')}\n${output}`);
      resolve({ label, ok: code === 0, seconds: (Date.now() - stepStarted) / 1000 });
    });
  });
}

const results = [];
const skipped = [];
const problems = await preflight();
if (problems.length) {
  for (const problem of problems) console.error(`\npreflight: ${problem}`);
  console.error('\nnpm test stopped before starting any server: fix the above and run it again.');
  process.exit(1);
}
if (changed) console.log(`--changed: ${files.length} files changed since ${base}`);

// Quick checks, two side by side.
const queue = quick.filter(([label, , wanted]) => wanted || !skipped.push(label));
await Promise.all(
  [0, 1].map(async () => {
    for (let step = queue.shift(); step; step = queue.shift()) {
      const result = await run(step[0], step[1], { buffer: true });
      results.push(result);
      if (!result.ok) queue.length = 0;
    }
  }),
);
const failedQuick = results.some((r) => !r.ok);

const lists = [];
if (!failedQuick) {
  mkdirSync('test-results', { recursive: true });
  const wantedRunners = runners.filter(([label, , wanted]) => wanted || !skipped.push(label));
  for (let at = 0; at < wantedRunners.length;) {
    // One runner, or the consecutive side-by-side ones together (their output kept until each ends).
    const batch = [wantedRunners[at++]];
    while (SIDE_BY_SIDE.has(batch[0][0]) && at < wantedRunners.length && SIDE_BY_SIDE.has(wantedRunners[at][0])) batch.push(wantedRunners[at++]);
    const ended = await Promise.all(batch.map(([label, script, , , env]) => run(label, script, { env, buffer: batch.length > 1 })));
    for (const [index, result] of ended.entries()) {
      const kind = batch[index][3];
      results.push({ ...result, kind });
      const report = kind === 'unit' ? UNIT_REPORT : kind === 'journeys' ? JOURNEY_REPORT : undefined;
      if (report && existsSync(report)) lists.push({ label: result.label, kind, seconds: result.seconds, tests: slowest(report, 10) });
    }
    if (ended.some((result) => !result.ok)) break;
  }
}

const since = process.env.CI_STARTED_AT ? Number(process.env.CI_STARTED_AT) * 1000 : started;
const total = (Date.now() - since) / 1000;

console.log('\n=== Slowest tests');
for (const { label, tests } of lists) console.log(`${label}:\n${formatSlowest(tests)}`);

console.log('\n=== Budgets');
const over = [];
for (const { label, kind, seconds } of results) {
  const budget = BUDGETS[kind];
  if (!budget) continue;
  console.log(`  ${seconds <= budget ? 'ok  ' : 'OVER'} ${label}: ${seconds.toFixed(0)} s of ${budget} s`);
  if (seconds > budget) over.push({ label, seconds, budget, tests: lists.find((l) => l.kind === kind)?.tests ?? [] });
}
const whole = process.env.CI_STARTED_AT ? 'the whole .ci/run (npm ci included)' : 'npm test';
console.log(`  ${total <= BUDGETS.total ? 'ok  ' : 'OVER'} ${whole}: ${total.toFixed(0)} s of ${BUDGETS.total} s`);
for (const { label, seconds, budget, tests } of over) {
  console.log(`\nwarning: ${label} took ${seconds.toFixed(0)} s, over its ${budget} s budget; its slowest tests:\n${formatSlowest(tests)}`);
}
if (total > BUDGETS.total) console.log(`\nwarning: ${whole} took ${total.toFixed(0)} s, over its ${BUDGETS.total} s budget.`);

console.log('\n=== Summary');
for (const { label, ok, seconds } of results) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${label} (${seconds.toFixed(1)} s)`);
for (const label of skipped) console.log(`  skip ${label} (the change does not touch it)`);
const notRun = quick.length + runners.length - results.length - skipped.length;
if (notRun) console.log(`  (${notRun} later checks not run)`);
const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
console.log(`checks: ${passed} passed, ${failed} failed${skipped.length + notRun ? `, ${skipped.length + notRun} skipped` : ''}`);
process.exit(failed ? 1 : 0);
